import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { prettyDay } from '../../../../domain/dates';
import { isMoveOutDay } from '../../../../domain/driveUp';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { Page } from '../../../../ui/layouts/Page';
import { TextField } from '../../../../ui/TextField/TextField';
import type { MoveOutFunnelActor } from '../../../../wiring/moveOutFunnelActor';
import * as styles from '../../-components/funnel.css';
import { StepStatus } from '../../-components/StepStatus';

/**
 * The move-out day: from the first the notice and the contract allow. The last rent is worked
 * out by the server on the next step.
 */
export function MoveOutDayStep({ funnel }: { funnel: MoveOutFunnelActor }) {
  const noUnit = useSelector(funnel, (state) => state.matches({ day: 'noUnit' }));
  const loading = useSelector(
    funnel,
    (state) => state.matches({ day: 'loading' }) || state.matches({ day: 'waitingForCustomer' }),
  );
  const failure = useSelector(funnel, (state) =>
    state.matches({ day: 'failed' }) ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) => state.matches({ day: 'saving' }));
  const refusal = useSelector(funnel, (state) =>
    state.matches({ day: 'choosing' }) ? state.context.error : null,
  );
  const unit = useSelector(funnel, (state) => state.context.unit);
  const date = useSelector(funnel, (state) => state.context.moveOutDate ?? '');
  const earliest = unit?.earliestMoveOut ?? null;

  if (noUnit) {
    return (
      <Page title="Move-out day">
        <Alert type="info" title="Which unit are you moving out of?">
          Choose Move out on the unit in <Link to="/apps/my-stuff">My stuff</Link>.
        </Alert>
      </Page>
    );
  }

  return (
    <Page title="Move-out day">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Finding your unit"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        {unit && (
          <div className={styles.stack}>
            <p>
              Unit {unit.unitNumber} ({unit.sqFt} sq ft) at {unit.site.name},{' '}
              {unit.site.addressLine1}, {unit.site.town}.
            </p>
            {refusal && (
              <Alert type="danger" focusKey={refusal} title="Please choose another day">
                {refusal}
              </Alert>
            )}
            {earliest === null ? (
              <Alert type="info">
                {unit.moveOutDate
                  ? `Your move-out is booked for ${prettyDay(unit.moveOutDate)}.`
                  : 'This unit is not in use, so there is nothing to move out of.'}
              </Alert>
            ) : (
              <TextField
                label="The day you will have emptied the unit"
                hint={`From ${prettyDay(earliest)}: we need ${unit.site.noticeDays} days' notice, and your contract runs until ${prettyDay(unit.contractEnd)}.`}
                type="date"
                min={earliest}
                value={date}
                error={
                  date !== '' && !isMoveOutDay(date, earliest)
                    ? `Choose a day from ${prettyDay(earliest)}`
                    : undefined
                }
                onChange={(event) => funnel.send({ type: 'day.chosen', date: event.target.value })}
              />
            )}
            <p>
              Your rent stops after this day. Rent is paid a month ahead, so the last payment covers
              only the days up to your move-out; the next step shows what it comes to.
            </p>
            <div className={styles.actions}>
              <Button
                loading={saving}
                disabled={earliest === null || !isMoveOutDay(date, earliest)}
                onClick={() => funnel.send({ type: 'funnel.next' })}
              >
                Continue
              </Button>
            </div>
          </div>
        )}
      </StepStatus>
    </Page>
  );
}
