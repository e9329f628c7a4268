import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { databaseImageStore } from '../../server/boxes/image-store.ts';
import { accountApp, type Member, member, tempUploads } from './account-area.ts';
import { forEachDatabase } from './harness.ts';

forEachDatabase('photos kept in the database', (getDatabase) => {
  let owner: Member;
  let uploads: Awaited<ReturnType<typeof tempUploads>>;
  beforeAll(async () => {
    owner = await member(accountApp(getDatabase().db));
    uploads = await tempUploads();
  });
  afterAll(async () => {
    await uploads.remove();
  });

  it('keeps the bytes, reads them back and removes them', async () => {
    const store = databaseImageStore(getDatabase().db);
    const key = randomUUID();
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    await store.write(owner.customerId, key, bytes);
    expect(await store.read(owner.customerId, key)).toEqual(bytes);
    // Another server process has its own store object on the same database.
    expect(await databaseImageStore(getDatabase().db).read(owner.customerId, key)).toEqual(bytes);
    await store.remove(owner.customerId, key);
    expect(await store.read(owner.customerId, key)).toBeUndefined();
    await store.remove(owner.customerId, key);
  });

  it('still reads, and removes, a photo uploaded to the file store before', async () => {
    const key = randomUUID();
    const bytes = new Uint8Array([1, 2, 3]);
    await uploads.store.write(owner.customerId, key, bytes);
    const store = databaseImageStore(getDatabase().db, uploads.store);
    expect(await store.read(owner.customerId, key)).toEqual(bytes);
    await store.remove(owner.customerId, key);
    expect(await uploads.store.read(owner.customerId, key)).toBeUndefined();
  });

  it('refuses a key the server did not make, before touching the database', async () => {
    const store = databaseImageStore(getDatabase().db);
    await expect(store.write(owner.customerId, '../etc/passwd', new Uint8Array())).rejects.toThrow(
      /Invalid upload key/,
    );
    await expect(store.read(owner.customerId, 'not-a-key')).rejects.toThrow(/Invalid upload key/);
  });
});
