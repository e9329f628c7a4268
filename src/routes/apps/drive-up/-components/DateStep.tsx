import { useSelector } from '@xstate/react';
import { formatDayMonth, formatWeekday, prettyDay } from '../../../../domain/dates';
import { unitsLeftText } from '../../../../domain/driveUp';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { RadioCards } from '../../../../ui/commerce/RadioCards/RadioCards';
import { Page } from '../../../../ui/layouts/Page';
import type { DriveUpFunnelActor } from '../../../../wiring/driveUpFunnelActor';
import * as styles from '../../-components/funnel.css';
import { StepStatus } from '../../-components/StepStatus';

/** The drop-off day: the next two months, days with none of the size left shown but shut. */
export function DateStep({ funnel }: { funnel: DriveUpFunnelActor }) {
  const loading = useSelector(funnel, (state) => state.matches({ date: 'loading' }));
  const failure = useSelector(funnel, (state) =>
    state.matches({ date: 'failed' }) ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) => state.matches({ date: 'saving' }));
  const refusal = useSelector(funnel, (state) =>
    state.matches({ date: 'choosing' }) ? state.context.error : null,
  );
  const days = useSelector(funnel, (state) => state.context.days);
  const chosen = useSelector(funnel, (state) => state.context.dropOffDate);

  return (
    <Page title="Drop-off day">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Finding the days with a unit free"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <div className={styles.stack}>
          {refusal && (
            <Alert type="danger" focusKey={refusal} title="Please choose another day">
              {refusal}
            </Alert>
          )}
          <RadioCards
            legend="When will you bring your things?"
            hint="Your unit is yours from this day; the first month's rent is paid now."
            layout="grid"
            value={chosen}
            onChange={(date) => funnel.send({ type: 'date.chosen', date })}
            options={days.map((day) => ({
              value: day.date,
              label: `${formatWeekday(day.date).slice(0, 3)} ${formatDayMonth(day.date)}`,
              description: unitsLeftText(day.unitsFree) ?? undefined,
              disabled: day.unitsFree === 0,
            }))}
          />
          {chosen && <p>Dropping off on {prettyDay(chosen)}.</p>}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => funnel.send({ type: 'funnel.back' })}>
              Back
            </Button>
            <Button
              loading={saving}
              disabled={!chosen}
              onClick={() => funnel.send({ type: 'funnel.next' })}
            >
              Continue
            </Button>
          </div>
        </div>
      </StepStatus>
    </Page>
  );
}
