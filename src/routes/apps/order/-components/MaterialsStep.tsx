import { shallowEqual, useSelector } from '@xstate/react';
import { lineItemsOf } from '../../../../domain/baskets';
import { formatPrice } from '../../../../domain/format';
import type { MaterialItem } from '../../../../domain/materials';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { MaterialList } from '../../../../ui/commerce/MaterialList/MaterialList';
import { Page } from '../../../../ui/layouts/Page';
import type { OrderFunnelActor } from '../../../../wiring/orderFunnelActor';
import { BackAndContinue } from '../../-components/BackAndContinue';
import * as styles from '../../-components/funnel.css';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { StepStatus } from '../../-components/StepStatus';
import { useBasket } from './useOrderActors';

const NONE: MaterialItem[] = [];

/**
 * Packing materials, none chosen to begin with; what the boxes need is offered as one click
 * with its price. Quantity 0 takes one out.
 */
export function MaterialsStep({ funnel }: { funnel: OrderFunnelActor }) {
  const step = useSelector(funnel, (state) => state.children.materialsStep);
  const shown = useSelector(
    step,
    (state) => ({
      loading: state?.matches('loading') ?? true,
      failure: state?.matches('failed') ? state.context.error : null,
      saving: state?.matches('saving') ?? false,
      saveError: state?.matches('choosing') ? state.context.error : null,
      catalogue: state?.context.catalogue ?? [],
      suggested: state?.context.suggestions ?? [],
    }),
    shallowEqual,
  );
  const { loading, failure, saving, saveError, catalogue, suggested } = shown;
  const chosen = useSelector(step, (state) => state?.context.items ?? NONE);
  const client = useSelector(funnel, (state) => state.context.client);
  const quote = useBasketQuote(useBasket());
  const suggestion = quote?.suggestedMaterials ?? null;
  // Once every suggested material is in at its suggested quantity, there is nothing to offer.
  const suggestionTaken = suggestion?.lines.every(
    (line) =>
      (chosen.find((item) => item.materialId === line.itemId)?.quantity ?? 0) >= line.quantity,
  );

  // Marked 'Suggested' when suggested for a box type being stored.
  const storedTypes = new Set(lineItemsOf(client).map((item) => item.boxTypeId));
  const suggestedIds = new Set(
    suggested
      .filter((suggestion) => storedTypes.has(suggestion.boxTypeId))
      .flatMap((suggestion) => suggestion.materials.map((m) => m.materialId)),
  );

  return (
    <Page title="Packing materials">
      <StepStatus
        loading={loading}
        error={failure}
        loadingLabel="Loading packing materials"
        onRetry={() => step?.send({ type: 'funnel.retry' })}
      >
        <QuotedStep quote={quote}>
          <p>We deliver these before your collection. Nothing is added unless you choose it.</p>
          {suggestion && !suggestionTaken && (
            <section className={styles.panel} aria-labelledby="suggested-materials">
              <h2 id="suggested-materials" className={styles.legend}>
                What we suggest for your boxes
              </h2>
              <ul>
                {suggestion.lines.map((line) => (
                  <li key={line.itemId}>
                    {line.quantity} × {line.description} ({formatPrice(line.amount)})
                  </li>
                ))}
              </ul>
              <div>
                <Button
                  variant="secondary"
                  disabled={saving}
                  onClick={() =>
                    step?.send({
                      type: 'materials.suggestionAdded',
                      items: suggestion.lines.map((line) => ({
                        materialId: line.itemId,
                        quantity: line.quantity,
                      })),
                    })
                  }
                >
                  Add suggested materials ({formatPrice(suggestion.total)})
                </Button>
              </div>
            </section>
          )}
          <MaterialList
            legend="Packing materials"
            materials={catalogue.map((material) => ({
              materialId: material.materialId,
              name: material.name,
              description: material.description,
              unitPrice: material.unitPrice,
              quantity:
                chosen.find((item) => item.materialId === material.materialId)?.quantity ?? 0,
              suggested: suggestedIds.has(material.materialId),
            }))}
            onChange={(materialId, quantity) => {
              const current = chosen.find((item) => item.materialId === materialId)?.quantity ?? 0;
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
          <QuotedActions quote={quote}>
            <BackAndContinue funnel={funnel} step={step} saving={saving} />
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
