import { type PaymentAlerts, paymentAlertsSchema } from '../domain/dunning';
import {
  type CheckoutProgress,
  type ClearBalanceProgress,
  checkoutProgressSchema,
  clearBalanceProgressSchema,
} from '../domain/payments';
import { apiClient, type Result, urlPath } from './client';

/** `GET payments/{customerId}/alerts`: unpaid monthly bills and a payment waiting for the bank. */
export function getPaymentAlerts(customerId: number): Promise<Result<PaymentAlerts>> {
  return apiClient().json(
    { service: 'api', path: urlPath`payments/${customerId}/alerts` },
    paymentAlertsSchema,
  );
}

/**
 * `POST basket/{id}/checkout/abandon`: gives up the payment waiting for the bank's check;
 * answers the checkout as it then stands (succeeded if the bank's yes came first).
 */
export function abandonCheckout(basketId: number): Promise<Result<CheckoutProgress>> {
  return apiClient().json(
    { service: 'api', path: urlPath`basket/${basketId}/checkout/abandon`, method: 'POST' },
    checkoutProgressSchema,
  );
}

/** `POST payments/{customerId}/clearBalance/payment/{paymentId}/abandon`. */
export function abandonBalancePayment(
  customerId: number,
  paymentId: number,
): Promise<Result<ClearBalanceProgress>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`payments/${customerId}/clearBalance/payment/${paymentId}/abandon`,
      method: 'POST',
    },
    clearBalanceProgressSchema,
  );
}
