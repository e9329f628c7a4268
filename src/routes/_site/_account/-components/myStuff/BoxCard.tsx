import { useSelector } from '@xstate/react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { findBoxType } from '../../../../../domain/box-types';
import type { SelectableBox } from '../../../../../domain/boxes';
import {
  boxStatusLabel,
  DESCRIPTION_MAX_LENGTH,
  openBookingText,
} from '../../../../../domain/boxes';
import type { boxCardMachine } from '../../../../../machines/boxCard.machine';
import type { boxPhotosMachine } from '../../../../../machines/boxPhotos.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { Checkbox } from '../../../../../ui/Checkbox/Checkbox';
import { Badge } from '../../../../../ui/commerce/Badge/Badge';
import { LinkButton } from '../../../../../ui/commerce/LinkButton/LinkButton';
import { TextField } from '../../../../../ui/TextField/TextField';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import { useAppActor } from '../../../../../wiring/useAppActor';
import { BoxPhotos } from './BoxPhotos';
import * as styles from './myStuff.css';
import type { PhotoFileLoader } from './usePhotoFile';

/** The machines a card runs, with their calls supplied by the page (or a test). */
export interface BoxMachines {
  boxCard: typeof boxCardMachine;
  boxPhotos: typeof boxPhotosMachine;
  /** Fetches a gallery photo or thumbnail; the API unless a test supplies one. */
  photoFile?: PhotoFileLoader;
}

export interface BoxCardProps {
  box: SelectableBox;
  machines: BoxMachines;
  onToggle: (boxId: number) => void;
}

/** 'Medium box', or 'Box' for a type the catalogue does not know. */
export function boxTypeName(boxTypeId: number): string {
  return findBoxType(boxTypeId)?.name ?? 'Box';
}

/**
 * One box: its type, number and status, the customer's description (edited in place: Enter
 * saves, Escape cancels), its label PDF, its photos and the checkbox that selects it.
 */
export function BoxCard({ box, machines, onToggle }: BoxCardProps) {
  const actor = useAppActor(machines.boxCard, {
    input: { boxId: box.boxId, description: box.boxDescription },
  });
  const editing = useSelector(
    actor,
    (state) => state.matches('editing') || state.matches('saving'),
  );
  const saving = useSelector(actor, (state) => state.hasTag('saving'));
  const downloading = useSelector(actor, (state) => state.hasTag('downloading'));
  const description = useSelector(actor, (state) => state.context.description);
  const error = useSelector(actor, (state) => state.context.error);
  const [draft, setDraft] = useState(description);
  const [photosOpen, setPhotosOpen] = useState(false);
  const titleId = useId();
  const fieldId = useId();
  const photosId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);

  // Leaving the field (saved or cancelled) puts focus back where the customer started.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  function startEditing() {
    setDraft(description);
    actor.send({ type: 'boxCard.edit' });
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actor.send({ type: 'boxCard.save', description: draft });
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    actor.send({ type: 'boxCard.cancel' });
  }

  const typeName = boxTypeName(box.boxTypeId);

  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId} data-selected={box.selected}>
        <div className={styles.cardHeader}>
          <h3 id={titleId} className={styles.cardTitle}>
            {typeName}
            <span className={styles.boxNumber}>Box {box.boxId}</span>
          </h3>
          <Badge tone={box.status === 'WithLoveSpace' ? 'success' : 'info'}>
            {boxStatusLabel(box.status)}
          </Badge>
        </div>

        {editing ? (
          <form className={styles.editForm} noValidate onSubmit={save}>
            <TextField
              id={fieldId}
              label={
                <>
                  Description <VisuallyHidden>of box {box.boxId}</VisuallyHidden>
                </>
              }
              hint="What is inside, so you can find it later"
              value={draft}
              maxLength={DESCRIPTION_MAX_LENGTH}
              autoFocus
              readOnly={saving}
              error={error}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={cancelOnEscape}
            />
            <div className={styles.inlineActions}>
              <Button type="submit" size="sm" loading={saving}>
                Save <VisuallyHidden>description</VisuallyHidden>
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={saving}
                onClick={() => actor.send({ type: 'boxCard.cancel' })}
              >
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className={styles.descriptionRow}>
            {description ? (
              <p className={styles.description}>{description}</p>
            ) : (
              <p className={styles.noDescription}>No description yet</p>
            )}
            <LinkButton ref={editButton} onClick={startEditing}>
              {description ? 'Edit' : 'Add'}{' '}
              <VisuallyHidden>description of box {box.boxId}</VisuallyHidden>
            </LinkButton>
          </div>
        )}

        {error && !editing && (
          <Alert
            type="danger"
            className={styles.alert}
            onClose={() => actor.send({ type: 'boxCard.errorDismissed' })}
          >
            {error}
          </Alert>
        )}

        {box.openBooking ? (
          <p className={styles.booked}>{openBookingText(box.openBooking)}</p>
        ) : (
          <Checkbox
            label={
              <>
                Select <VisuallyHidden>box {box.boxId}</VisuallyHidden>
              </>
            }
            groupClassName={styles.selectBox}
            checked={box.selected}
            onChange={() => onToggle(box.boxId)}
          />
        )}

        <div className={styles.cardActions}>
          <Button
            size="sm"
            variant="secondary"
            loading={downloading}
            disabled={editing}
            onClick={() => actor.send({ type: 'boxCard.downloadLabel' })}
          >
            Download label <VisuallyHidden>for box {box.boxId}</VisuallyHidden>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={photosOpen}
            aria-controls={photosOpen ? photosId : undefined}
            onClick={() => setPhotosOpen((open) => !open)}
          >
            {photosOpen ? 'Hide photos' : 'Photos'}{' '}
            <VisuallyHidden>of box {box.boxId}</VisuallyHidden>
          </Button>
        </div>

        {photosOpen && (
          <BoxPhotos
            id={photosId}
            boxId={box.boxId}
            machine={machines.boxPhotos}
            loadFile={machines.photoFile}
          />
        )}
      </article>
    </li>
  );
}
