import { describe, expect, it } from 'vitest';
import {
  contractEndDate,
  contractMonthlyPence,
  earliestMoveOutDate,
  finalRentPence,
  finalRentPeriod,
  lettingState,
  milesBetween,
  nextPaymentDate,
  unitSizeText,
  unitsLeftText,
} from '../../../src/domain/driveUp';

describe('drive-up rules', () => {
  it('takes the contract discount off the monthly rent, to the penny', () => {
    expect(contractMonthlyPence(6895, 0)).toBe(6895);
    expect(contractMonthlyPence(6895, 5)).toBe(6550);
    expect(contractMonthlyPence(6895, 20)).toBe(5516);
  });

  it('says when few units are left, and when none are', () => {
    expect(unitsLeftText(0)).toBe('None left on this day');
    expect(unitsLeftText(2)).toBe('Only 2 left');
    expect(unitsLeftText(3)).toBe('Only 3 left');
    expect(unitsLeftText(8)).toBeNull();
  });

  it('describes a size by its area and measurements', () => {
    expect(unitSizeText({ sqFt: 75, widthFt: 7.5, depthFt: 10, heightFt: 8 })).toBe(
      '75 sq ft (7.5 × 10 × 8 ft)',
    );
  });

  it('measures miles as the crow flies', () => {
    const clapham = { latitude: 51.4647, longitude: -0.1418 };
    const battersea = { latitude: 51.476, longitude: -0.142 };
    const edinburgh = { latitude: 55.95, longitude: -3.19 };
    expect(milesBetween(clapham, battersea)).toBeCloseTo(0.78, 1);
    expect(milesBetween(clapham, edinburgh)).toBeGreaterThan(320);
  });

  it('ends a contract the day before the drop-off date, its months on', () => {
    expect(contractEndDate('2026-12-10', 1)).toBe('2027-01-09');
    expect(contractEndDate('2026-12-10', 12)).toBe('2027-12-09');
  });

  it('lets a move-out be booked after the notice, and not before the contract ends', () => {
    expect(earliestMoveOutDate('2027-02-01', 14, '2027-01-09')).toBe('2027-02-15');
    expect(earliestMoveOutDate('2027-02-01', 14, '2027-06-09')).toBe('2027-06-09');
  });

  it('bills each month on the drop-off date, and not after the move-out', () => {
    expect(nextPaymentDate('2026-12-10', '2026-12-01', null)).toBe('2027-01-10');
    expect(nextPaymentDate('2026-12-10', '2027-01-10', null)).toBe('2027-02-10');
    expect(nextPaymentDate('2026-12-10', '2027-01-11', '2027-02-01')).toBeNull();
    // The move-out order pays the period from 10 March, so the last monthly payment is in February.
    expect(nextPaymentDate('2026-12-10', '2027-01-11', '2027-03-20')).toBe('2027-02-10');
    expect(nextPaymentDate('2026-12-10', '2027-02-11', '2027-03-20')).toBeNull();
  });

  it('charges a move-out the last period by the day, unless that period was already paid', () => {
    expect(finalRentPeriod('2026-12-10', '2027-03-20')).toEqual({
      from: '2027-03-10',
      to: '2027-03-20',
      daysUsed: 11,
      periodDays: 31,
    });
    // Moving out on the contract's last day: the whole last month.
    expect(finalRentPence(8830, '2026-12-10', '2027-03-09', '2027-01-20')).toBe(8830);
    expect(finalRentPence(9300, '2026-12-10', '2027-03-20', '2027-01-20')).toBe(3300);
    // The period holding the move-out day has begun: its payment covered it.
    expect(finalRentPence(9300, '2026-12-10', '2027-03-20', '2027-03-10')).toBe(0);
  });

  it('is booked until the drop-off day, active from it, then moving out and ended', () => {
    const letting = { status: 'booked', dropOffDate: '2026-12-10', endDate: null };
    expect(lettingState(letting, '2026-12-09')).toBe('booked');
    expect(lettingState(letting, '2026-12-10')).toBe('active');
    expect(lettingState({ ...letting, endDate: '2027-03-01' }, '2027-02-01')).toBe('movingOut');
    expect(lettingState({ ...letting, endDate: '2027-03-01' }, '2027-03-02')).toBe('ended');
  });
});
