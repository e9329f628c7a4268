import { MATERIALS_FUNNEL } from '../../src/domain/funnels';
import {
  materialsFunnelMachine,
  persistedMaterialsFunnel,
} from '../../src/machines/materialsFunnel.machine';
import { jobAtAddressFunnelCases } from './jobAtAddressFunnel.cases';

/* Packing materials on their own: nothing is put in the basket for the customer (reg. 40). */
jobAtAddressFunnelCases({
  name: 'materials funnel',
  machine: materialsFunnelMachine,
  funnel: MATERIALS_FUNNEL,
  first: 'materials',
  child: 'materialsStep',
  // The basket starts empty, and Continue needs one material at least.
  firstInput: { items: [], needsOne: true },
  choice: { items: [{ materialId: 5, quantity: 2 }] },
  noChoice: { items: [] },
  orderType: 'BTB_MATERIALS',
  persisted: persistedMaterialsFunnel as never,
});
