import { useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import { useId, useState } from 'react';
import { type BoxImage, type BoxPhoto, imageSizeLimitText } from '../../../../../domain/boxes';
import { IMAGE_MIME_TYPES } from '../../../../../domain/constants';
import type { boxPhotosMachine } from '../../../../../machines/boxPhotos.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { Dialog, DialogClose } from '../../../../../ui/Dialog/Dialog';
import { FieldError, FieldHint, fieldDescription } from '../../../../../ui/Field/Field';
import * as fieldStyles from '../../../../../ui/Field/Field.css';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import { useAppActor } from '../../../../../wiring/useAppActor';
import * as styles from './myStuff.css';
import { type PhotoFileLoader, usePhotoFile } from './usePhotoFile';

export interface BoxPhotosProps {
  id: string;
  boxId: number;
  machine: typeof boxPhotosMachine;
  /** Fetches a photo or thumbnail by its gallery URL; the API by default. */
  loadFile?: PhotoFileLoader;
}

/** Only the types the API accepts are shown as images; anything else is taken as a jpeg. */
export function photoSource(photo: Pick<BoxImage, 'imageData' | 'mimeType'>): string {
  const type = (IMAGE_MIME_TYPES as readonly string[]).includes(photo.mimeType)
    ? photo.mimeType
    : 'image/jpeg';
  return `data:${type};base64,${photo.imageData}`;
}

/**
 * One gallery photo: its thumbnail, which opens the full photo in a dialog. Each is fetched
 * only when shown, so a box with 30 photos costs 30 small thumbnails, not 30 full images.
 */
function GalleryPhoto({
  photo,
  label,
  loadFile,
}: {
  photo: BoxPhoto;
  label: string;
  loadFile: PhotoFileLoader | undefined;
}) {
  const [open, setOpen] = useState(false);
  const thumbnail = usePhotoFile(photo.thumbnailUrl, loadFile);
  const full = usePhotoFile(open ? photo.url : null, loadFile);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={label}
      trigger={
        <button type="button" className={styles.thumbnailButton} aria-label={`View ${label}`}>
          {thumbnail.status === 'ready' ? (
            <img className={styles.thumbnailImage} src={thumbnail.src} alt={label} />
          ) : (
            <span className={styles.thumbnailPlaceholder}>
              {thumbnail.status === 'failed' ? 'Photo unavailable' : 'Loading…'}
            </span>
          )}
        </button>
      }
    >
      {full.status === 'ready' ? (
        <img className={styles.fullPhoto} src={full.src} alt={label} />
      ) : full.status === 'failed' ? (
        <p className={styles.muted}>This photo could not be loaded. Please try again later.</p>
      ) : (
        <Spinner size="sm" label="Loading photo" />
      )}
    </Dialog>
  );
}

/** A box's photos: loaded when opened, with upload, delete (confirmed) and the item check. */
export function BoxPhotos({ id, boxId, machine, loadFile }: BoxPhotosProps) {
  const actor = useAppActor(machine, { input: { boxId } });
  const photos = useSelector(actor, (state) => state.context.photos);
  const itemCheckPhotos = useSelector(actor, (state) => state.context.itemCheckPhotos);
  const loading = useSelector(actor, (state) => state.matches('loading'));
  const failed = useSelector(actor, (state) => state.matches('failed'));
  const uploading = useSelector(actor, (state) => state.hasTag('uploading'));
  const deleting = useSelector(actor, (state) => state.hasTag('deleting'));
  const busy = useSelector(actor, (state) => state.hasTag('busy'));
  const confirming = useSelector(
    actor,
    (state) => state.matches('confirmingDelete') || state.matches('deleting'),
  );
  const error = useSelector(actor, (state) => state.context.error);
  const inputId = useId();
  const hint = `JPG, PNG or WebP, up to ${imageSizeLimitText()}`;
  const { hintId, errorId, describedBy } = fieldDescription(inputId, {
    hint,
    error: failed ? undefined : error,
  });

  function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a fix, or a failure) is seen.
    event.target.value = '';
    if (file) actor.send({ type: 'boxPhotos.upload', file });
  }

  const heading = `Photos of box ${boxId}`;

  return (
    <section id={id} className={styles.photos} aria-label={heading} aria-busy={busy || undefined}>
      <h4 className={styles.photosHeading}>Your photos</h4>

      {failed ? (
        <>
          <Alert
            type="danger"
            onClose={() => actor.send({ type: 'boxPhotos.errorDismissed' })}
            className={styles.alert}
          >
            {error ?? 'The photos could not be loaded.'}
          </Alert>
          <p className={styles.muted}>We could not load the photos of this box.</p>
          <div>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => actor.send({ type: 'boxPhotos.retry' })}
            >
              Try again
            </Button>
          </div>
        </>
      ) : (
        <>
          {loading && photos.length === 0 ? (
            <Spinner size="sm" label="Loading photos" />
          ) : photos.length === 0 ? (
            <p className={styles.muted}>No photos yet. Add one so you can see what is inside.</p>
          ) : (
            <ul className={styles.thumbnails}>
              {photos.map((photo, index) => (
                <li key={photo.boxImageId} className={styles.thumbnail}>
                  <GalleryPhoto
                    photo={photo}
                    label={`Box ${boxId}, ${index + 1} of ${photos.length}`}
                    loadFile={loadFile}
                  />
                  {photo.readonly ? (
                    <span className={styles.muted}>Added by us</span>
                  ) : (
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      onClick={() =>
                        actor.send({ type: 'boxPhotos.delete', boxImageId: photo.boxImageId })
                      }
                    >
                      Delete <VisuallyHidden>photo {index + 1}</VisuallyHidden>
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}

          <div className={fieldStyles.formGroup({ invalid: Boolean(error) })}>
            <label htmlFor={inputId} className={fieldStyles.label}>
              Add a photo <VisuallyHidden>of box {boxId}</VisuallyHidden>
            </label>
            <FieldHint id={hintId}>{hint}</FieldHint>
            <FieldError id={errorId}>{error}</FieldError>
            <input
              id={inputId}
              type="file"
              className={styles.fileInput}
              accept={IMAGE_MIME_TYPES.join(',')}
              aria-describedby={describedBy}
              aria-invalid={Boolean(error) || undefined}
              disabled={busy}
              onChange={upload}
            />
          </div>
          {uploading && <Spinner size="sm" label="Uploading photo" />}
        </>
      )}

      {itemCheckPhotos.length > 0 && (
        <>
          <h4 className={styles.photosHeading}>Item check photos</h4>
          <p className={styles.muted}>
            Taken by our team when your box was checked in. They cannot be changed.
          </p>
          <ul className={styles.thumbnails}>
            {itemCheckPhotos.map((photo, index) => (
              // Item-check photos all carry id 0, so their place is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
              <li key={index} className={styles.thumbnail}>
                <img
                  className={styles.thumbnailImage}
                  src={photoSource(photo)}
                  alt={`Box ${boxId}, item check ${index + 1}`}
                />
              </li>
            ))}
          </ul>
        </>
      )}

      <Dialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open) actor.send({ type: 'boxPhotos.cancelDelete' });
        }}
        title="Delete this photo?"
        description="The photo is removed from your box for good. You cannot undo this."
        footer={
          <>
            <Button
              variant="danger"
              loading={deleting}
              onClick={() => actor.send({ type: 'boxPhotos.confirmDelete' })}
            >
              Delete photo
            </Button>
            <DialogClose asChild>
              <Button variant="secondary" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
          </>
        }
      />
    </section>
  );
}
