import { describe, expect, it } from 'vitest';
import type { BoxStatus } from '../../../src/domain/boxes';
import { boxIdsFrom } from '../../../src/domain/funnels';
import {
  boxJobProblem,
  earliestDateText,
  RETURN_REASON_MAX_LENGTH,
  returnCitiesText,
  returnContactProblems,
} from '../../../src/domain/returns';

describe('boxIdsFrom', () => {
  it.each<[unknown, number[]]>([
    ['1,2', [1, 2]],
    [' 3 , 4 ', [3, 4]],
    ['5,5,6', [5, 6]],
    ['7,,x,-1,0,2.5', [7]],
    [8, [8]],
    [
      [9, 10, '11', 9],
      [9, 10],
    ],
    ['', []],
    [null, []],
    [{ boxes: [1] }, []],
  ])('%j gives %j', (value, ids) => {
    expect(boxIdsFrom(value)).toEqual(ids);
  });
});

describe('boxJobProblem', () => {
  it.each<['return' | 'collection', BoxStatus, string | null]>([
    ['return', 'WithLoveSpace', null],
    ['return', 'WithLoveSpaceHoldIn', null],
    ['return', 'WithLoveSpaceDueOut', 'Box 4 is already booked to come back'],
    ['return', 'WithLoveSpaceHoldOut', 'Box 4 is already booked to come back'],
    ['return', 'WithCustomer', 'Box 4 is not in storage'],
    ['collection', 'WithCustomer', null],
    ['collection', 'WithCustomerAssumedNotSent', null],
    ['collection', 'WithCustomerAwaitingPickup', 'Box 4 is already booked for collection'],
    ['collection', 'InTransitToCustomer', 'Box 4 is still on its way to you'],
    ['collection', 'WithLoveSpace', 'Box 4 is already with us'],
  ])('a %s of a box %s: %s', (job, status, problem) => {
    expect(boxJobProblem(job, { boxId: 4, status })).toBe(problem);
  });
});

describe('returnContactProblems', () => {
  const valid = {
    notificationEmail: 'ada@example.com',
    notificationPhone: '07700 900123',
    returnReasonText: '',
  };

  it('accepts an email, a phone that can be made international and no reason', () => {
    expect(returnContactProblems(valid)).toEqual({});
    expect(returnContactProblems({ ...valid, notificationPhone: '+353 1 234 5678' })).toEqual({});
  });

  it.each<[Partial<typeof valid>, Record<string, string>]>([
    [
      { notificationEmail: ' ' },
      { notificationEmail: 'Enter an email address for delivery updates' },
    ],
    [
      { notificationEmail: 'ada@' },
      {
        notificationEmail: 'Enter an email address in the correct format, like name@example.com',
      },
    ],
    [
      { notificationPhone: '' },
      { notificationPhone: 'Enter a phone number for the driver to call' },
    ],
    [
      { notificationPhone: '0770' },
      {
        notificationPhone:
          'Enter the full phone number, like 07700 900 982, or +353 87 123 4567 for an Irish number',
      },
    ],
    [
      { returnReasonText: 'x'.repeat(RETURN_REASON_MAX_LENGTH + 1) },
      { returnReasonText: 'The reason must be 1000 characters or fewer' },
    ],
  ])('%j is refused field by field', (change, problems) => {
    expect(returnContactProblems({ ...valid, ...change })).toEqual(problems);
  });
});

describe('returnCitiesText', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['London'], 'We deliver from London.'],
    [['London', 'Dublin'], 'We deliver from London and Dublin.'],
    [['London', 'Manchester', 'Dublin'], 'We deliver from London, Manchester and Dublin.'],
  ])('%j reads %j', (names, text) => {
    expect(returnCitiesText(names.map((name) => ({ name })))).toBe(text);
  });
});

describe('earliestDateText', () => {
  const tuesday = new Date(2026, 11, 1, 9);
  it.each<[string | null, string]>([
    ['2026-12-04', 'within three days (Friday 4th December)'],
    ['2026-12-08', 'within a week (Tuesday 8th December)'],
    ['2026-12-01', 'today (Tuesday 1st December)'],
    ['2026-11-30', ''],
    [null, ''],
  ])('%s reads %j', (date, text) => {
    expect(earliestDateText(date, tuesday)).toBe(text);
  });
});
