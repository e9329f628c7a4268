import { PACKING_FUNNEL } from '../../src/domain/funnels';
import {
  packingFunnelMachine,
  persistedPackingFunnel,
} from '../../src/machines/packingFunnel.machine';
import { NO_PACKING } from '../../src/machines/packingStep.machine';
import { jobAtAddressFunnelCases } from './jobAtAddressFunnel.cases';

/* The packing service on its own: the packers are what is booked, their window the date step's. */
jobAtAddressFunnelCases({
  name: 'packing funnel',
  machine: packingFunnelMachine,
  funnel: PACKING_FUNNEL,
  first: 'size',
  child: 'packingStep',
  // Packers wanted, nothing sized yet, materials not included unless chosen (reg. 40); no
  // window on this step and no collection to come before.
  firstInput: {
    packing: { ...NO_PACKING, wanted: true },
    withWindow: false,
    collectionDay: null,
  },
  choice: { packing: { ...NO_PACKING, wanted: true, rooms: 3 } },
  noChoice: { packing: { ...NO_PACKING, wanted: true } },
  orderType: 'PACKING',
  persisted: persistedPackingFunnel as never,
});
