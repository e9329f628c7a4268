import { type BoxImage, type BoxPhoto, boxPhotoUrls } from '../../src/domain/boxes';

const own: BoxPhoto = {
  boxImageId: 5,
  mimeType: 'image/png',
  readonly: false,
  ...boxPhotoUrls(5),
};
const itemCheck: BoxImage = {
  boxImageId: 0,
  imageData: 'BBBB',
  mimeType: 'image/jpeg',
  readonly: true,
};

export const inputs = [{ boxId: 12 }];

export const events = [
  { type: 'boxPhotos.upload', file: { name: 'coats.png', size: 2048, type: 'image/png' } },
  { type: 'boxPhotos.upload', file: { name: 'coats.gif', size: 2048, type: 'image/gif' } },
  { type: 'boxPhotos.delete', boxImageId: 5 },
  { type: 'boxPhotos.confirmDelete' },
  { type: 'boxPhotos.cancelDelete' },
  { type: 'boxPhotos.retry' },
  { type: 'boxPhotos.errorDismissed' },
  { type: 'xstate.done.actor.loadPhotos', output: { photos: [own], itemCheckPhotos: [itemCheck] } },
  { type: 'xstate.error.actor.loadPhotos', error: new Error('Something went wrong') },
  { type: 'xstate.done.actor.uploadPhoto', output: undefined },
  {
    type: 'xstate.error.actor.uploadPhoto',
    error: new Error('The file is not an accepted image type'),
  },
  { type: 'xstate.done.actor.deletePhoto', output: undefined },
  { type: 'xstate.error.actor.deletePhoto', error: new Error('Something went wrong') },
];
