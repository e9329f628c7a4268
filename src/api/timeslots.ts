import {
  type FirstAvailableServiceDate,
  firstAvailableServiceDateSchema,
  type Timeslot,
  type TimeslotOrderType,
  timeslotsResponseSchema,
} from '../domain/timeslots';
import { apiClient, type Result, urlPath } from './client';

/** Callers want the slots themselves; the envelope carries nothing else. */
const timeslotListSchema = timeslotsResponseSchema.transform((body): Timeslot[] => body.timeslots);

export interface FirstAvailableServiceDateParams {
  orderType: TimeslotOrderType;
  basketId: number;
  containsFurniture: boolean;
  /**
   * `yyyy-MM-dd` of the materials delivery the service must follow, or null when no materials
   * are being delivered (sent as the literal `null`, like other absent path values).
   */
  materialsDeliveryDate: string | null;
}

/** `GET /timeslots/fasd/ordertype/{type}/basket/{id}/containsFurniture/{bool}/materialsdeliverydate/{date}`. */
export function getFirstAvailableServiceDate({
  orderType,
  basketId,
  containsFurniture,
  materialsDeliveryDate,
}: FirstAvailableServiceDateParams): Promise<Result<FirstAvailableServiceDate>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`timeslots/fasd/ordertype/${orderType}/basket/${basketId}/containsFurniture/${containsFurniture}/materialsdeliverydate/${materialsDeliveryDate ?? 'null'}`,
    },
    firstAvailableServiceDateSchema,
  );
}

/** `GET /fasd/editbasket/{id}/containsFurniture/{bool}/materialsdeliverydate/{date}`, when editing an order. */
export function getEditBasketFirstAvailableServiceDate({
  basketId,
  containsFurniture,
  materialsDeliveryDate,
}: Omit<FirstAvailableServiceDateParams, 'orderType'>): Promise<Result<FirstAvailableServiceDate>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`fasd/editbasket/${basketId}/containsFurniture/${containsFurniture}/materialsdeliverydate/${materialsDeliveryDate ?? 'null'}`,
    },
    firstAvailableServiceDateSchema,
  );
}

export interface NextTimeslotsParams {
  orderType: TimeslotOrderType;
  basketId: number;
  /** `yyyy-MM-dd` of the first day to offer. */
  date: string;
  numberOfDays: number;
}

/** `GET /timeslots/{type}/next/{basketId}/{date}/{numberOfDays}`. */
export function getNextTimeslots({
  orderType,
  basketId,
  date,
  numberOfDays,
}: NextTimeslotsParams): Promise<Result<Timeslot[]>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`timeslots/${orderType}/next/${basketId}/${date}/${numberOfDays}`,
    },
    timeslotListSchema,
  );
}

/** `GET /timeslots/{type}/editbasket/{basketId}/date/{date}/next/{n}`, when editing an order. */
export function getEditBasketNextTimeslots({
  orderType,
  basketId,
  date,
  numberOfDays,
}: NextTimeslotsParams): Promise<Result<Timeslot[]>> {
  return apiClient().json(
    {
      service: 'api',
      path: urlPath`timeslots/${orderType}/editbasket/${basketId}/date/${date}/next/${numberOfDays}`,
    },
    timeslotListSchema,
  );
}
