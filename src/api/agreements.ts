import { type Agreement, agreementsSchema } from '../domain/agreements';
import { apiClient, type Result, urlPath } from './client';

/**
 * `GET agreements/{customerId}`: the monthly storage and unit rent still running, each with
 * what it pays for, the next payment and the card it is taken from.
 */
export async function getAgreements(customerId: number): Promise<Result<Agreement[]>> {
  const result = await apiClient().json(
    { service: 'api', path: urlPath`agreements/${customerId}` },
    agreementsSchema,
  );
  return result.ok ? { ...result, data: result.data.agreements } : result;
}
