// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../src/api/client';
import type { Address, AddressInput } from '../../../src/domain/addresses';
import { PAGE_SIZE } from '../../../src/domain/constants';

const calls = vi.hoisted(() => ({ listBoxes: vi.fn(), createAddress: vi.fn() }));
vi.mock('../../../src/api/boxes', () => ({ listBoxes: calls.listBoxes }));
vi.mock('../../../src/api/addresses', () => ({ createAddress: calls.createAddress }));

const { jobBoxes, savedAddress } = await import('../../../src/wiring/returnFunnelCalls');

describe('savedAddress, the address a return or collection goes to', () => {
  beforeEach(() => {
    calls.createAddress.mockReset();
  });

  it('uses a saved address as it is, saving nothing', async () => {
    const saved = { addressId: 4, postcode: 'N1 9GU' } as unknown as Address;
    await expect(savedAddress(7, saved)).resolves.toBe(saved);
    expect(calls.createAddress).not.toHaveBeenCalled();
  });

  it("adds a new address to the customer's addresses first and goes on with the saved one", async () => {
    const typed = { line1: '1 High St', postcode: 'N1 9GU' } as unknown as AddressInput;
    const saved = { addressId: 11, line1: '1 High St', postcode: 'N1 9GU' };
    calls.createAddress.mockResolvedValue(ok(saved));
    await expect(savedAddress(7, typed)).resolves.toEqual(saved);
    expect(calls.createAddress).toHaveBeenCalledWith(7, typed);
  });

  it('a refused address rejects with the message to show', async () => {
    calls.createAddress.mockResolvedValue(fail('That postcode is not one we serve.', { code: 40 }));
    await expect(
      savedAddress(7, { postcode: 'ZZ1 1ZZ' } as unknown as AddressInput),
    ).rejects.toMatchObject({ message: 'That postcode is not one we serve.', code: 40 });
  });
});

describe('jobBoxes, the boxes of a return or collection already chosen', () => {
  beforeEach(() => {
    calls.listBoxes.mockReset();
  });

  it('asks only for the chosen boxes, a page at a time, and lists them all', async () => {
    const chosen = Array.from({ length: PAGE_SIZE + 3 }, (_, index) => index + 1);
    calls.listBoxes.mockImplementation(async ({ ids }: { ids: number[] }) =>
      ok({ boxes: ids.map((boxId) => ({ boxId })), total: ids.length }),
    );
    const boxes = await jobBoxes(7, 'with-provider', chosen);
    expect(boxes.map((box) => box.boxId)).toEqual(chosen);
    expect(calls.listBoxes).toHaveBeenCalledTimes(2);
    expect(calls.listBoxes).toHaveBeenCalledWith(
      expect.objectContaining({ customerId: 7, filter: 'with-provider', size: 3 }),
    );
  });

  it('a page that fails rejects, so the step shows the failure rather than fewer boxes', async () => {
    calls.listBoxes.mockResolvedValue(fail('Boxes are unavailable.', { status: 503 }));
    await expect(jobBoxes(7, 'with-customer', [1, 2])).rejects.toMatchObject({ status: 503 });
  });
});
