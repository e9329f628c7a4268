import { PhotoType } from '../domain/boxes';
import {
  type VsuAvailability,
  type VsuRentedUnit,
  type VsuSitesNear,
  type VsuSiteUnits,
  vsuAvailabilitySchema,
  vsuRentedUnitsSchema,
  vsuSitesNearSchema,
  vsuSiteUnitsSchema,
} from '../domain/driveUp';
import { z } from '../domain/zod';
import { apiClient, type Result, urlPath } from './client';

/** `GET /vsu/sites/near/{postcode}`: sites within 30 miles, nearest first (185 when none). */
export function getSitesNear(postcode: string): Promise<Result<VsuSitesNear>> {
  return apiClient().json(
    { service: 'api', path: urlPath`vsu/sites/near/${postcode}` },
    vsuSitesNearSchema,
  );
}

/** `GET /vsu/sites/{siteId}/units/{date}`: the sizes at a site, priced, with units free. */
export function getSiteUnits(siteId: number, date: string): Promise<Result<VsuSiteUnits>> {
  return apiClient().json(
    { service: 'api', path: urlPath`vsu/sites/${siteId}/units/${date}` },
    vsuSiteUnitsSchema,
  );
}

/** `GET /vsu/sites/{siteId}/sizes/{unitSizeId}/availability/{from}/{days}`. */
export function getSizeAvailability(
  siteId: number,
  unitSizeId: number,
  from: string,
  days: number,
): Promise<Result<VsuAvailability>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`vsu/sites/${siteId}/sizes/${unitSizeId}/availability/${from}/${days}`,
    },
    vsuAvailabilitySchema,
  );
}

/** `GET /vsu/units/{customerId}`: the units the customer rents. */
export async function getRentedUnits(customerId: number): Promise<Result<VsuRentedUnit[]>> {
  const result = await apiClient().json(
    { service: 'api', path: urlPath`vsu/units/${customerId}` },
    vsuRentedUnitsSchema,
  );
  return result.ok ? { ...result, data: result.data.units } : result;
}

/** `GET /itemCheckPhotos/unit/{lettingId}/5`: the unit's item-check photos, bare base64. */
export function getUnitItemCheckPhotos(lettingId: number): Promise<Result<string[]>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`itemCheckPhotos/unit/${lettingId}/${PhotoType.ItemCheckDriveUpStorage}`,
    },
    z.array(z.string()),
  );
}
