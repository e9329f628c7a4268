import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { MaterialList } from '../../../../ui/commerce/MaterialList/MaterialList';
import { Page } from '../../../../ui/layouts/Page';
import type { MaterialsFunnelActor } from '../../../../wiring/materialsFunnelActor';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useMaterialsBasket } from './useMaterialsActors';

const SUMMARY = { title: 'Your materials', emptyText: 'Nothing chosen yet.' };

/** The materials on sale, none chosen to begin with; quantity 0 takes one out. */
export function MaterialsChoiceStep({ funnel }: { funnel: MaterialsFunnelActor }) {
  const loading = useSelector(
    funnel,
    (state) =>
      state.matches({ materials: 'identifying' }) || state.matches({ materials: 'loading' }),
  );
  const failure = useSelector(funnel, (state) =>
    state.matches({ materials: 'failed' }) ? state.context.error : null,
  );
  const saveError = useSelector(funnel, (state) =>
    state.matches({ materials: 'choosing' }) ? state.context.error : null,
  );
  const updating = useSelector(funnel, (state) => state.matches({ materials: 'updating' }));
  const catalogue = useSelector(funnel, (state) => state.context.catalogue);
  const items = useSelector(funnel, (state) => state.context.items);
  const quote = useBasketQuote(useMaterialsBasket());

  return (
    <Page title="Packing materials">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Loading packing materials"
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote} {...SUMMARY}>
          <p>
            Boxes, tape and wrap delivered to your door, without storing anything with us. Choose up
            to 99 of each.
          </p>
          <MaterialList
            legend="What you need"
            materials={catalogue.map((material) => ({
              materialId: material.materialId,
              name: material.name,
              description: material.description,
              unitPrice: material.unitPrice,
              quantity:
                items.find((item) => item.materialId === material.materialId)?.quantity ?? 0,
              suggested: false,
            }))}
            onChange={(materialId, quantity) => {
              const current = items.find((item) => item.materialId === materialId)?.quantity ?? 0;
              funnel.send(
                quantity === current + 1
                  ? { type: 'materials.added', materialId }
                  : { type: 'materials.quantityChanged', materialId, quantity },
              );
            }}
          />
          {saveError && (
            <Alert type="danger" focusKey={saveError} title="Your materials were not saved">
              {saveError}
            </Alert>
          )}
          <QuotedActions quote={quote} {...SUMMARY}>
            <Link to="/">Back to the home page</Link>
            <Button
              disabled={items.length === 0 || updating}
              onClick={() => funnel.send({ type: 'funnel.next' })}
            >
              Continue
            </Button>
          </QuotedActions>
          {items.length === 0 && <p>Choose at least one item to continue.</p>}
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
