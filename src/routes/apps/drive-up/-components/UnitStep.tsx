import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  unitSizeText,
  unitsLeftText,
  VSU_CONTRACTS,
  type VsuContract,
} from '../../../../domain/driveUp';
import { formatPrice } from '../../../../domain/format';
import { Button } from '../../../../ui/Button/Button';
import { Badge } from '../../../../ui/commerce/Badge/Badge';
import { RadioCards } from '../../../../ui/commerce/RadioCards/RadioCards';
import { Page } from '../../../../ui/layouts/Page';
import type { DriveUpFunnelActor } from '../../../../wiring/driveUpFunnelActor';
import * as styles from '../../-components/funnel.css';
import { StepStatus } from '../../-components/StepStatus';
import { SizeGuide } from './SizeGuide';

/** Which size, on which contract: each size's guide, its monthly price, and units left. */
export function UnitStep({ funnel }: { funnel: DriveUpFunnelActor }) {
  const loading = useSelector(funnel, (state) => state.matches({ unit: 'loading' }));
  const failure = useSelector(funnel, (state) =>
    state.matches({ unit: 'failed' }) ? state.context.error : null,
  );
  const sizes = useSelector(funnel, (state) => state.context.sizes);
  const contract = useSelector(funnel, (state) => state.context.vsuContract);
  const chosenBefore = useSelector(funnel, (state) => state.context.unitSizeId);
  const [unitSizeId, setUnitSizeId] = useState<number | null>(chosenBefore);
  const [missing, setMissing] = useState<string | null>(null);
  const discounts = sizes[0]?.contracts ?? [];

  return (
    <Page title="Choose a unit">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Finding the units at this site"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <div className={styles.stack}>
          <RadioCards
            legend="How long will you need it?"
            hint="You pay month by month; a longer contract costs less each month."
            layout="grid"
            value={contract}
            onChange={(months) => funnel.send({ type: 'unit.contractChanged', months })}
            options={VSU_CONTRACTS.map((months) => {
              const discount =
                discounts.find((term) => term.months === months)?.discountPercent ?? 0;
              return {
                value: months as VsuContract,
                label: months === 1 ? 'Monthly' : `${months} months`,
                badges: discount > 0 ? <Badge tone="success">Save {discount}%</Badge> : undefined,
              };
            })}
          />
          <RadioCards
            legend="Unit size"
            error={missing ?? undefined}
            value={unitSizeId}
            onChange={(value) => {
              setUnitSizeId(value);
              setMissing(null);
            }}
            options={sizes.map((size) => {
              const price =
                size.contracts.find((term) => term.months === contract)?.monthlyPrice ??
                size.monthlyPrice;
              const left = unitsLeftText(size.unitsFree);
              return {
                value: size.unitSizeId,
                label: `${size.sqFt} sq ft`,
                aside: `${formatPrice(price)} a month`,
                description: (
                  <span className={styles.sizeRow}>
                    <SizeGuide size={size} />
                    <span className={styles.muted}>
                      {size.guide}. {unitSizeText(size)}.
                      <br />
                      {size.contracts
                        .map(
                          (term) =>
                            `${term.months === 1 ? 'Monthly' : `${term.months} months`} ${formatPrice(term.monthlyPrice)}`,
                        )
                        .join(' · ')}
                    </span>
                  </span>
                ),
                badges: left ? <Badge tone="warning">{left}</Badge> : undefined,
                disabled: size.unitsFree === 0,
              };
            })}
          />
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => funnel.send({ type: 'funnel.back' })}>
              Back
            </Button>
            <Button
              onClick={() => {
                if (unitSizeId === null) setMissing('Choose a unit size');
                else funnel.send({ type: 'unit.chosen', unitSizeId });
              }}
            >
              Continue
            </Button>
          </div>
        </div>
      </StepStatus>
    </Page>
  );
}
