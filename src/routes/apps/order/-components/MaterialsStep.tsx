import { useSelector } from '@xstate/react';
import { lineItemsOf } from '../../../../domain/baskets';
import { formatPrice } from '../../../../domain/format';
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

/**
 * Packing materials, none chosen to begin with; what the boxes need is offered as one click
 * with its price. Quantity 0 takes one out.
 */
export function MaterialsStep({ funnel }: { funnel: OrderFunnelActor }) {
  const loading = useSelector(funnel, (state) =>
    state.matches({ materialsSelection: 'loadingMaterials' }),
  );
  const failure = useSelector(funnel, (state) =>
    state.matches({ materialsSelection: 'failed' }) ? state.context.error : null,
  );
  const saving = useSelector(funnel, (state) =>
    state.matches({ materialsSelection: 'savingMaterials' }),
  );
  const catalogue = useSelector(funnel, (state) => state.context.materialCatalogue);
  const chosen = useSelector(funnel, (state) => state.context.client.materials);
  const suggested = useSelector(funnel, (state) => state.context.materialSuggestions);
  const client = useSelector(funnel, (state) => state.context.client);
  const saveError = useSelector(funnel, (state) =>
    state.matches({ materialsSelection: 'choosing' }) ? state.context.error : null,
  );
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
        onRetry={() => funnel.send({ type: 'funnel.retry' })}
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
                    funnel.send({
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
          <QuotedActions quote={quote}>
            <BackAndContinue funnel={funnel} saving={saving} />
          </QuotedActions>
        </QuotedStep>
      </StepStatus>
    </Page>
  );
}
