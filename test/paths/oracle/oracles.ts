import { changePassword, confirmEmail, passwordReset } from './account';
import { boxAddressStep } from './boxAddressStep';
import { checkout } from './checkout';
import { checkoutStep } from './checkoutStep';
import { clearBalance } from './clearBalance';
import { collectionFunnel } from './collectionFunnel';
import { driveUpFunnel } from './driveUpFunnel';
import { materialsFunnel, packingFunnel } from './jobAtAddress';
import { erased, type SomeOracle } from './kit';
import { materialsStep } from './materialsStep';
import { moveOutFunnel } from './moveOutFunnel';
import { orderFunnel } from './orderFunnel';
import { packingStep } from './packingStep';
import { paymentPolling } from './paymentPolling';
import { returnFunnel } from './returnFunnel';
import { session } from './session';
import { setupIntent } from './setupIntent';
import { shippingFunnel } from './shippingFunnel';

/**
 * The machines with an oracle: their generated paths are checked step by step against it
 * (machines.paths.test.ts, funnels.paths.test.ts) and their invariants by the properties (properties.test.ts).
 */
export const oracles: Record<string, SomeOracle> = {
  session: erased(session),
  checkout: erased(checkout),
  setupIntent: erased(setupIntent),
  clearBalance: erased(clearBalance),
  paymentPolling: erased(paymentPolling),
  checkoutStep: erased(checkoutStep),
  boxAddressStep: erased(boxAddressStep),
  materialsStep: erased(materialsStep),
  packingStep: erased(packingStep),
  changePassword: erased(changePassword),
  confirmEmail: erased(confirmEmail),
  passwordReset: erased(passwordReset),
  orderFunnel: erased(orderFunnel),
  returnFunnel: erased(returnFunnel),
  collectionFunnel: erased(collectionFunnel),
  driveUpFunnel: erased(driveUpFunnel),
  materialsFunnel: erased(materialsFunnel),
  packingFunnel: erased(packingFunnel),
  moveOutFunnel: erased(moveOutFunnel),
  shippingFunnel: erased(shippingFunnel),
};
