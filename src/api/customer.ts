import {
  type Customer,
  type CustomerFields,
  customerSchema,
  toEditPayload,
} from '../domain/customer';
import { type Feedback, type FeedbackRequest, feedbackSchema } from '../domain/feedback';
import { apiClient, emptyBody, type Result, urlPath } from './client';

/** `GET /customer`: the signed-in customer. */
export function getCustomer(): Promise<Result<Customer>> {
  return apiClient().json({ service: 'api', path: 'customer' }, customerSchema);
}

/**
 * `POST /customer/{id}/edit` with the changed fields, each wrapped as `{ value }` and phone
 * numbers in international form, plus the current password when the email changes. Reload
 * the customer afterwards to see the stored record.
 */
export function editCustomer(
  customerId: number,
  fields: Partial<CustomerFields>,
  currentPassword?: string,
): Promise<Result<undefined>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`customer/${customerId}/edit`,
      method: 'POST',
      json: {
        ...toEditPayload(fields),
        ...(currentPassword === undefined ? {} : { currentPassword }),
      },
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

/**
 * `POST /customer/feedback/service/{orderId}`: rates a completed order's service, once; a
 * second time answers 211 (or 214), an order not completed yet 189.
 */
export function submitServiceFeedback(
  orderId: number,
  feedback: Pick<FeedbackRequest, 'rating' | 'comment'>,
): Promise<Result<Feedback>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`customer/feedback/service/${orderId}`,
      method: 'POST',
      json: { orderId, rating: feedback.rating, comment: feedback.comment },
    },
    feedbackSchema,
  );
}
