import type { ReactNode } from 'react';
import { useId } from 'react';
import { formatDayMonth, formatWeekday } from '../../../domain/dates';
import type { Timeslot } from '../../../domain/timeslots';
import { timeslotLabel, timeslotsByDay } from '../../../domain/timeslots';
import { Alert } from '../../Alert/Alert';
import { cx } from '../../cx';
import { Spinner } from '../../Spinner/Spinner';
import * as styles from './TimeslotPicker.css';

export type TimeslotChoice = Pick<Timeslot, 'doorstepDate' | 'startHour' | 'endHour'>;

export type TimeslotPickerProps = {
  slots: readonly Timeslot[];
  selected?: TimeslotChoice | null;
  /** The slot booked now, when moving a booking: marked, and not offered again. */
  current?: TimeslotChoice | null;
  onSelect: (slot: Timeslot) => void;
  loading?: boolean;
  error?: ReactNode;
  /** How soon the first date is, e.g. `dayCountText(days)` ('within three days'). */
  earliestText?: string;
  /** A rule worth knowing ('No collections on Sundays or bank holidays'). */
  note?: ReactNode;
  legend?: ReactNode;
  /** Shown when there are no slots and nothing is loading or failed. */
  emptyText?: ReactNode;
  id?: string;
  className?: string;
};

function slotKey(slot: TimeslotChoice): string {
  return `${slot.doorstepDate}-${slot.startHour}-${slot.endHour}`;
}

function dayName(date: string): string {
  return `${formatWeekday(date)} ${formatDayMonth(date)}`;
}

/**
 * Courier windows grouped by day, as one group of native radios sharing a name: a single tab
 * stop, and the arrow keys move through the open windows in date order, skipping full ones,
 * selecting as they go.
 */
export function TimeslotPicker({
  slots,
  selected,
  current,
  onSelect,
  loading = false,
  error,
  earliestText,
  note,
  legend = 'Choose a date and time',
  emptyText = 'There are no times available. Try again later or call us.',
  id: givenId,
  className,
}: TimeslotPickerProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const name = `${id}-slot`;
  const earliestId = earliestText ? `${id}-earliest` : undefined;
  const noteId = note ? `${id}-note` : undefined;
  const describedBy = [earliestId, noteId].filter(Boolean).join(' ') || undefined;

  const days = timeslotsByDay([...slots]);
  const selectedKey = selected ? slotKey(selected) : undefined;
  const currentKey = current ? slotKey(current) : undefined;

  return (
    <fieldset
      id={id}
      aria-describedby={describedBy}
      aria-busy={loading || undefined}
      className={cx(styles.root, className)}
    >
      <legend className={styles.legend}>{legend}</legend>
      {earliestText && (
        <p id={earliestId} className={styles.earliest}>
          Earliest available: {earliestText}
        </p>
      )}
      {note && (
        <p id={noteId} className={styles.hint}>
          {note}
        </p>
      )}
      {error && (
        <Alert type="danger" className={styles.message}>
          {error}
        </Alert>
      )}
      {loading ? (
        <div className={styles.loading}>
          <Spinner label="Loading available times" />
          <span aria-hidden="true">Loading available times…</span>
        </div>
      ) : days.length === 0 ? (
        !error && <p className={styles.message}>{emptyText}</p>
      ) : (
        <div className={styles.days}>
          {days.map((day) => (
            <div key={day.date} className={styles.day}>
              <p className={styles.dayHeading} aria-hidden="true">
                <span className={styles.weekday}>{formatWeekday(day.date)}</span>
                <span className={styles.dayMonth}>{formatDayMonth(day.date)}</span>
              </p>
              {day.slots.map((slot) => {
                const key = slotKey(slot);
                const inputId = `${id}-${key}`;
                const isCurrent = key === currentKey;
                const open = slot.available && !isCurrent;
                const checked = open && key === selectedKey;
                const hours = timeslotLabel(slot);
                const state = isCurrent ? ', booked now' : slot.available ? '' : ', full';
                return (
                  <label
                    key={key}
                    htmlFor={inputId}
                    className={styles.slot}
                    data-checked={checked}
                    data-full={!open}
                  >
                    <input
                      id={inputId}
                      type="radio"
                      name={name}
                      value={key}
                      className={styles.radio}
                      checked={checked}
                      disabled={!open}
                      // The day heading is shared by its windows, so each name carries its date.
                      aria-label={`${dayName(slot.doorstepDate)}, ${hours}${state}`}
                      onChange={() => onSelect(slot)}
                    />
                    <span className={styles.hours}>{hours}</span>
                    {isCurrent ? (
                      <span className={styles.full}>Booked now</span>
                    ) : (
                      !slot.available && <span className={styles.full}>Full</span>
                    )}
                  </label>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </fieldset>
  );
}
