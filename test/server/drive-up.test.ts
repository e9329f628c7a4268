import { beforeAll, describe, expect, it } from 'vitest';
import { VSU_SITES } from '../../server/db/seeds/drive-up.ts';
import {
  VSU_SEARCH_MILES,
  vsuAvailabilitySchema,
  vsuSitesNearSchema,
  vsuSiteUnitsSchema,
} from '../../src/domain/driveUp.ts';
import { ErrorCode } from '../../src/domain/errors.ts';
import { forEachDatabase } from './harness.ts';
import { call, expectError, expectStatus, type OrderingApp, orderingApp } from './ordering.ts';

const NOW = '2026-12-01T09:00:00Z';
const BATTERSEA = 1;
const SMALLEST = 1;
const LARGEST = 7;

forEachDatabase('drive-up catalogue', (getDatabase) => {
  let app: OrderingApp;
  beforeAll(() => {
    app = orderingApp(getDatabase(), { now: () => new Date(NOW) });
  });

  it('seeds eight sites in Great Britain and two in Ireland', () => {
    expect(VSU_SITES.filter((site) => site.countryCode === 'GB')).toHaveLength(8);
    expect(VSU_SITES.filter((site) => site.countryCode === 'IE')).toHaveLength(2);
  });

  describe('sites near a postcode', () => {
    it('lists the sites within 30 miles, nearest first, to a visitor', async () => {
      const near = vsuSitesNearSchema.parse(
        await expectStatus(call(app, null, 'GET', 'vsu/sites/near/sw47ab'), 200),
      );
      expect(near.postcode).toBe('SW4 7AB');
      expect(near.sites.map((site) => site.name)).toEqual([
        'Boxroom Battersea',
        "Boxroom King's Cross",
        'Boxroom Hackney Wick',
      ]);
      const miles = near.sites.map((site) => site.miles);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
      expect(Math.max(...miles)).toBeLessThanOrEqual(VSU_SEARCH_MILES);
      expect(near.sites[0]).toMatchObject({
        addressLine1: 'Unit 4, Stewarts Road',
        accessHours: 'Every day, 24 hours',
        facilities: expect.arrayContaining(['driveUpAccess', 'cctv']),
      });
    });

    it('places a postcode the gazetteer does not hold by its area, and an Eircode by its key', async () => {
      const birmingham = vsuSitesNearSchema.parse(
        await expectStatus(call(app, null, 'GET', 'vsu/sites/near/B1%201AA'), 200),
      );
      expect(birmingham.sites[0]?.name).toBe('Boxroom Birmingham Digbeth');
      const dublin = vsuSitesNearSchema.parse(
        await expectStatus(call(app, null, 'GET', 'vsu/sites/near/D02%20AF30'), 200),
      );
      expect(dublin.sites.map((site) => site.countryCode)).toEqual(['IE', 'IE']);
    });

    it('answers 185 where no site is within 30 miles, and 404 for a postcode it cannot place', async () => {
      await expectError(
        call(app, null, 'GET', 'vsu/sites/near/BT7%201JL'),
        404,
        ErrorCode.StorageUnitsNotAvailableInArea,
      );
      await expectError(
        call(app, null, 'GET', 'vsu/sites/near/ZZ9%209ZZ'),
        404,
        ErrorCode.AddressNotFound,
      );
      await expectError(
        call(app, null, 'GET', 'vsu/sites/near/x'),
        400,
        ErrorCode.ValidationFailed,
      );
    });
  });

  describe('sizes at a site', () => {
    it('prices each size per contract length, longer contracts cheaper, with the units free', async () => {
      const units = vsuSiteUnitsSchema.parse(
        await expectStatus(call(app, null, 'GET', `vsu/sites/${BATTERSEA}/units/2026-12-10`), 200),
      );
      expect(units.sizes.map((size) => size.sqFt)).toEqual([15, 25, 35, 50, 75, 100, 150]);
      for (const size of units.sizes) {
        expect(size.contracts.map((contract) => contract.months)).toEqual([1, 3, 6, 12]);
        expect(size.contracts[0]?.monthlyPrice).toBe(size.monthlyPrice);
        const prices = size.contracts.map((contract) => contract.monthlyPrice);
        expect(prices).toEqual([...prices].sort((a, b) => b - a));
        expect(size.unitsFree).toBeGreaterThan(0);
      }
      expect(units.sizes.find((size) => size.sqFt === 35)?.guide).toBe('A one-bedroom flat');
      expect(units.sizes.find((size) => size.sqFt === 150)?.unitsFree).toBe(2);
    });

    it('refuses a site that does not exist and a date that is not one', async () => {
      await expectError(
        call(app, null, 'GET', 'vsu/sites/999/units/2026-12-10'),
        404,
        ErrorCode.NotFound,
      );
      await expectError(
        call(app, null, 'GET', `vsu/sites/${BATTERSEA}/units/2026-13-40`),
        400,
        ErrorCode.ValidationFailed,
      );
    });

    it("gives a size's free units day by day", async () => {
      const availability = vsuAvailabilitySchema.parse(
        await expectStatus(
          call(
            app,
            null,
            'GET',
            `vsu/sites/${BATTERSEA}/sizes/${LARGEST}/availability/2026-12-02/5`,
          ),
          200,
        ),
      );
      expect(availability.days.map((day) => day.date)).toEqual([
        '2026-12-02',
        '2026-12-03',
        '2026-12-04',
        '2026-12-05',
        '2026-12-06',
      ]);
      expect(availability.days.every((day) => day.unitsFree === 2)).toBe(true);
      await expectStatus(
        call(
          app,
          null,
          'GET',
          `vsu/sites/${BATTERSEA}/sizes/${SMALLEST}/availability/2026-12-02/63`,
        ),
        400,
      );
    });
  });
});
