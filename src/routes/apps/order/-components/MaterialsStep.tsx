import { useSelector } from '@xstate/react';
import { lineItemsOf } from '../../../../machines/orderFunnel.machine';
import { Button } from '../../../../ui/Button/Button';
import { MaterialList } from '../../../../ui/commerce/MaterialList/MaterialList';
import { Page } from '../../../../ui/layouts/Page';
import type { OrderFunnelActor } from '../../../-lib/orderFunnelActor';
import * as styles from '../../-components/funnel.css';
import { StepStatus } from '../../-components/StepStatus';

/** Packing materials, suggested for the boxes chosen; quantity 0 takes one out. */
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
        <div className={styles.stack}>
          <p>
            We deliver these before your collection. We have suggested what your boxes need; change
            anything you like.
          </p>
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
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => funnel.send({ type: 'funnel.back' })}>
              Back
            </Button>
            <Button loading={saving} onClick={() => funnel.send({ type: 'funnel.next' })}>
              Continue
            </Button>
          </div>
        </div>
      </StepStatus>
    </Page>
  );
}
