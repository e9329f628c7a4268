import {
  type Customer,
  type CustomerFields,
  customerSchema,
  toEditPayload,
} from '../domain/customer';
import { type Feedback, feedbackSchema } from '../domain/feedback';
import { apiClient, emptyBody, type Result, urlPath } from './client';

/** `GET /customer`: the signed-in customer. */
export function getCustomer(): Promise<Result<Customer>> {
  return apiClient().json({ service: 'api', path: 'customer' }, customerSchema);
}

/**
 * `POST /customer/{id}/edit` with the changed fields, each wrapped as `{ value }` and phone
 * numbers in international form. Reload the customer afterwards to see the stored record.
 */
export function editCustomer(
  customerId: number,
  fields: Partial<CustomerFields>,
): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`customer/${customerId}/edit`,
      method: 'POST',
      json: toEditPayload(fields),
    },
    emptyBody,
  );
}

/** `GET /customer/feedback/service/{orderId}`: the customer's feedback on an order's service. */
export function getServiceFeedback(orderId: number): Promise<Result<Feedback>> {
  return apiClient().json(
    { service: 'api', path: urlPath`customer/feedback/service/${orderId}` },
    feedbackSchema,
  );
}
