import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type Box,
  type BoxesPage,
  type BoxPhoto,
  boxPhotoUrls,
  type PhotoFile,
} from '../../../src/domain/boxes';
import { boxCardMachine } from '../../../src/machines/boxCard.machine';
import { type BoxPhotos, boxPhotosMachine } from '../../../src/machines/boxPhotos.machine';
import { type LoadPageInput, myStuffMachine } from '../../../src/machines/myStuff.machine';
import {
  BoxCard,
  type BoxMachines,
} from '../../../src/routes/_site/_account/-components/myStuff/BoxCard';
import { MyStuff } from '../../../src/routes/_site/_account/-components/myStuff/MyStuff';
import { renderInRouter } from './renderInRouter';

function box(boxId: number, overrides: Partial<Box> = {}): Box {
  return {
    boxId,
    boxTypeId: 14,
    status: 'WithLoveSpace',
    serviceType: null,
    boxDescription: 'Winter coats',
    parentBoxId: null,
    ownerType: 'lovespace',
    statusDate: null,
    openBooking: null,
    ...overrides,
  };
}

const ownPhoto: BoxPhoto = {
  boxImageId: 31,
  mimeType: 'image/png',
  readonly: false,
  ...boxPhotoUrls(31),
};

// jsdom has no object URLs; the gallery only needs one per photo fetched.
let objectUrls = 0;
beforeAll(() => {
  URL.createObjectURL = () => `blob:photo-${++objectUrls}`;
  URL.revokeObjectURL = () => {};
});

function boxMachines() {
  const calls = {
    saveDescription: vi.fn(
      async (input: { boxId: number; description: string }) => input.description,
    ),
    descriptionSaved: vi.fn(),
    fetchLabel: vi.fn(async () => new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    saveLabel: vi.fn(),
    uploadPhoto: vi.fn(async (_input: { boxId: number; file: PhotoFile }) => {}),
    deletePhoto: vi.fn(async (_input: { boxImageId: number }) => {}),
    photoFile: vi.fn(async (url: string) => ({
      ok: true as const,
      data: new Blob([url], { type: url.endsWith('/thumbnail') ? 'image/webp' : 'image/png' }),
    })),
  };
  const machines: BoxMachines = {
    photoFile: calls.photoFile,
    boxCard: boxCardMachine.provide({
      actors: {
        saveDescription: fromPromise(({ input }) => calls.saveDescription(input)),
        fetchLabel: fromPromise(() => calls.fetchLabel()),
      },
      actions: {
        descriptionSaved: (_, params) => calls.descriptionSaved(params),
        saveLabel: (_, params) => calls.saveLabel(params),
      },
    }),
    boxPhotos: boxPhotosMachine.provide({
      actors: {
        loadPhotos: fromPromise(
          async (): Promise<BoxPhotos> => ({ photos: [ownPhoto], itemCheckPhotos: [] }),
        ),
        uploadPhoto: fromPromise(({ input }) => calls.uploadPhoto(input)),
        deletePhoto: fromPromise(({ input }) => calls.deletePhoto(input)),
      },
    }),
  };
  return { machines, calls };
}

async function renderCard(overrides: Partial<Box> = {}) {
  const { machines, calls } = boxMachines();
  const onToggle = vi.fn();
  await renderInRouter(
    <ul>
      <BoxCard
        box={{ ...box(12, overrides), selected: false }}
        machines={machines}
        onToggle={onToggle}
      />
    </ul>,
  );
  return { calls, onToggle };
}

describe('box card', () => {
  it('shows the type, box number and status in plain words', async () => {
    await renderCard();
    const card = screen.getByRole('article', { name: /Medium box/ });
    expect(card).toHaveTextContent('Box 12');
    expect(card).toHaveTextContent('In storage');
    expect(card).toHaveTextContent('Winter coats');
  });

  it('edits the description in place: Enter saves, and focus returns to Edit', async () => {
    const user = userEvent.setup();
    const { calls } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit description of box 12' }));
    const field = screen.getByLabelText('Description of box 12');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Winter coats');
    await user.clear(field);
    await user.type(field, 'Ski gear{Enter}');

    expect(await screen.findByText('Ski gear')).toBeInTheDocument();
    expect(screen.queryByLabelText('Description of box 12')).not.toBeInTheDocument();
    expect(calls.saveDescription).toHaveBeenCalledWith({ boxId: 12, description: 'Ski gear' });
    expect(calls.descriptionSaved).toHaveBeenCalledWith({ boxId: 12, description: 'Ski gear' });
    expect(screen.getByRole('button', { name: 'Edit description of box 12' })).toHaveFocus();
  });

  it('Escape cancels the edit and keeps the saved description', async () => {
    const user = userEvent.setup();
    const { calls } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Edit description of box 12' }));
    await user.clear(screen.getByLabelText('Description of box 12'));
    await user.type(screen.getByLabelText('Description of box 12'), 'Something else{Escape}');

    expect(screen.queryByLabelText('Description of box 12')).not.toBeInTheDocument();
    expect(screen.getByText('Winter coats')).toBeInTheDocument();
    expect(calls.saveDescription).not.toHaveBeenCalled();
  });

  it('the Save button saves, and a refusal keeps the typed text with the message', async () => {
    const user = userEvent.setup();
    const { calls } = await renderCard();
    calls.saveDescription.mockRejectedValueOnce(new Error('Something went wrong'));
    await user.click(screen.getByRole('button', { name: 'Edit description of box 12' }));
    await user.clear(screen.getByLabelText('Description of box 12'));
    await user.type(screen.getByLabelText('Description of box 12'), 'Books');
    await user.click(screen.getByRole('button', { name: 'Save description' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Description of box 12')).toHaveAccessibleDescription(
        'What is inside, so you can find it later Error: Something went wrong',
      ),
    );
    expect(screen.getByLabelText('Description of box 12')).toHaveValue('Books');
  });

  it('a box without a description offers to add one', async () => {
    await renderCard({ boxDescription: null });
    expect(screen.getByText('No description yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add description of box 12' })).toBeInTheDocument();
  });

  it('downloads the label as a PDF for this box', async () => {
    const user = userEvent.setup();
    const { calls } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Download label for box 12' }));
    await waitFor(() =>
      expect(calls.saveLabel).toHaveBeenCalledWith({ boxId: 12, label: expect.any(Blob) }),
    );
  });

  it('the checkbox selects the box', async () => {
    const user = userEvent.setup();
    const { onToggle } = await renderCard();
    await user.click(screen.getByRole('checkbox', { name: 'Select box 12' }));
    expect(onToggle).toHaveBeenCalledWith(12);
  });

  it('photos: a file too large is refused with the limit, before any upload', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Photos of box 12' }));
    expect(await screen.findByRole('img', { name: 'Box 12, 1 of 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    // The gallery shows the thumbnail; the full photo is fetched only when opened.
    expect(calls.photoFile).toHaveBeenCalledWith('box/image/31/thumbnail');
    expect(calls.photoFile).not.toHaveBeenCalledWith('box/image/31');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Add a photo of box 12'), big);

    expect(screen.getByLabelText('Add a photo of box 12')).toHaveAccessibleDescription(
      'JPG, PNG or WebP, up to 5 MB Error: Photos must be 5 MB or smaller',
    );
    expect(calls.uploadPhoto).not.toHaveBeenCalled();
  });

  it('photos: a thumbnail opens the full photo in a dialog', async () => {
    const user = userEvent.setup();
    const { calls } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Photos of box 12' }));
    await user.click(await screen.findByRole('button', { name: 'View Box 12, 1 of 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Box 12, 1 of 1' });
    expect(await within(dialog).findByRole('img', { name: 'Box 12, 1 of 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(calls.photoFile).toHaveBeenCalledWith('box/image/31');
  });

  it('photos: a photo that cannot be fetched says so in its place', async () => {
    const user = userEvent.setup();
    const { machines } = boxMachines();
    machines.photoFile = async () => ({
      ok: false,
      message: 'The item you asked for could not be found',
      status: 404,
    });
    await renderInRouter(
      <ul>
        <BoxCard box={{ ...box(12), selected: false }} machines={machines} onToggle={vi.fn()} />
      </ul>,
    );
    await user.click(screen.getByRole('button', { name: 'Photos of box 12' }));
    expect(await screen.findByText('Photo unavailable')).toBeInTheDocument();
  });

  it('photos: deleting asks first, then deletes', async () => {
    const user = userEvent.setup();
    const { calls } = await renderCard();
    await user.click(screen.getByRole('button', { name: 'Photos of box 12' }));
    await user.click(await screen.findByRole('button', { name: 'Delete photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await waitFor(() => expect(calls.deletePhoto).toHaveBeenCalledWith({ boxImageId: 31 }));
  });
});

function myStuffActor(byFilter: Partial<Record<LoadPageInput['filter'], Box[]>>) {
  const calls = { startReturn: vi.fn(), startCollection: vi.fn() };
  const machine = myStuffMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }): Promise<BoxesPage> => {
        const boxes = byFilter[input.filter] ?? [];
        return { boxes, page: 1, size: 50, total: boxes.length, nextCursor: null };
      }),
    },
    actions: {
      startReturn: (_, params) => calls.startReturn(params),
      startCollection: (_, params) => calls.startCollection(params),
    },
  });
  return { actor: createActor(machine, { input: { customerId: 7 } }).start(), calls };
}

describe('my stuff screen', () => {
  it('an empty storage tab says what to do next', async () => {
    const { actor } = myStuffActor({});
    await renderInRouter(
      <MyStuff actor={actor} machines={boxMachines().machines} collectionAvailable={false} />,
    );
    expect(
      await screen.findByRole('heading', { name: 'You have nothing in storage yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order storage' })).toHaveAttribute(
      'href',
      '/apps/order',
    );
  });

  it('selected boxes with us can be returned together', async () => {
    const user = userEvent.setup();
    const { actor, calls } = myStuffActor({
      'with-provider': [box(3), box(2, { boxDescription: 'Books' })],
    });
    await renderInRouter(
      <MyStuff actor={actor} machines={boxMachines().machines} collectionAvailable={false} />,
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Select box 3' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select box 2' }));
    await user.click(screen.getByRole('button', { name: 'Return selected (2)' }));
    expect(calls.startReturn).toHaveBeenCalledWith({ boxIds: [3, 2] });
  });

  it('search narrows the list by description', async () => {
    const user = userEvent.setup();
    const { actor } = myStuffActor({
      'with-provider': [box(3), box(2, { boxDescription: 'Books' })],
    });
    await renderInRouter(
      <MyStuff actor={actor} machines={boxMachines().machines} collectionAvailable={false} />,
    );
    await user.type(await screen.findByRole('searchbox', { name: 'Search your boxes' }), 'book');
    expect(screen.getByRole('status')).toHaveTextContent('1 box matches');
    const list = screen.getByRole('list', { name: 'Your boxes' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(within(list).getByRole('article')).toHaveTextContent('Box 2');
  });

  it('at home: collect waits for the collection booking until it exists', async () => {
    const user = userEvent.setup();
    const { actor, calls } = myStuffActor({
      'with-customer': [box(8, { status: 'WithCustomer' })],
    });
    await renderInRouter(
      <MyStuff actor={actor} machines={boxMachines().machines} collectionAvailable={false} />,
    );
    await user.click(await screen.findByRole('tab', { name: 'At home' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select box 8' }));
    const collect = screen.getByRole('button', { name: 'Collect selected (1)' });
    expect(collect).toHaveAttribute('aria-disabled', 'true');
    await user.click(collect);
    expect(calls.startCollection).not.toHaveBeenCalled();
  });

  it('an empty home tab explains what it is for', async () => {
    const user = userEvent.setup();
    const { actor } = myStuffActor({ 'with-provider': [box(1)] });
    await renderInRouter(
      <MyStuff actor={actor} machines={boxMachines().machines} collectionAvailable />,
    );
    await user.click(await screen.findByRole('tab', { name: 'At home' }));
    expect(await screen.findByRole('heading', { name: 'Nothing at home' })).toBeInTheDocument();
  });
});
