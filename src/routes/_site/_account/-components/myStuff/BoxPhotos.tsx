import { useActorRef, useSelector } from '@xstate/react';
import type { ChangeEvent } from 'react';
import { useId } from 'react';
import { type BoxImage, imageSizeLimitText } from '../../../../../domain/boxes';
import { IMAGE_MIME_TYPES } from '../../../../../domain/constants';
import type { boxPhotosMachine } from '../../../../../machines/boxPhotos.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { Dialog, DialogClose } from '../../../../../ui/Dialog/Dialog';
import { FieldError, FieldHint, fieldDescription } from '../../../../../ui/Field/Field';
import * as fieldStyles from '../../../../../ui/Field/Field.css';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import * as styles from './myStuff.css';

export interface BoxPhotosProps {
  id: string;
  boxId: number;
  machine: typeof boxPhotosMachine;
}

/** Only the types the API accepts are shown as images; anything else is taken as a jpeg. */
export function photoSource(photo: Pick<BoxImage, 'imageData' | 'mimeType'>): string {
  const type = (IMAGE_MIME_TYPES as readonly string[]).includes(photo.mimeType)
    ? photo.mimeType
    : 'image/jpeg';
  return `data:${type};base64,${photo.imageData}`;
}

/** A box's photos: loaded when opened, with upload, delete (confirmed) and the item check. */
export function BoxPhotos({ id, boxId, machine }: BoxPhotosProps) {
  const actor = useActorRef(machine, { input: { boxId } });
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
                  <img
                    className={styles.thumbnailImage}
                    src={photoSource(photo)}
                    alt={`Box ${boxId}, ${index + 1} of ${photos.length}`}
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
