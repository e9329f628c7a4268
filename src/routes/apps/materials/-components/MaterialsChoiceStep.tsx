import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import type { MaterialItem } from '../../../../domain/materials';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { MaterialList } from '../../../../ui/commerce/MaterialList/MaterialList';
import { Page } from '../../../../ui/layouts/Page';
import type { MaterialsFunnelActor } from '../../../../wiring/materialsFunnelActor';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useMaterialsBasket } from './useMaterialsActors';

const NONE: MaterialItem[] = [];
const SUMMARY = { title: 'Your materials', emptyText: 'Nothing chosen yet.' };

/** The materials on sale, none chosen to begin with; quantity 0 takes one out. */
export function MaterialsChoiceStep({ funnel }: { funnel: MaterialsFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.materialsStep);
  const shown = useSelector(
    step,
    (state) => ({
      // Before the step: the session is still saying who the customer is.
      loading: state?.matches('loading') ?? true,
      failure: state?.matches('failed') ? state.context.error : null,
      saveError: state?.matches('choosing') ? state.context.error : null,
      busy: state ? state.matches('updating') || state.matches('saving') : false,
      catalogue: state?.context.catalogue ?? [],
    }),
    shallowEqual,
  );
  const { loading, failure, saveError, busy, catalogue } = shown;
  const items = useSelector(step, (state) => state?.context.items ?? NONE);
  const quote = useBasketQuote(useMaterialsBasket());

  return (
    <Page title="Packing materials">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Loading packing materials"
        onRetry={() => step?.send({ type: 'funnel.retry' })}
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
              step?.send(
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
              disabled={items.length === 0 || busy}
              onClick={() => step?.send({ type: 'funnel.next' })}
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
