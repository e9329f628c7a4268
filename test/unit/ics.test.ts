import { describe, expect, it } from 'vitest';
import { londonInstant, visitCalendarFile } from '../../server/mail/ics.ts';

/** The value of one property of the first event, e.g. DTSTART. */
function property(ics: string, name: string): string | undefined {
  return ics
    .split(/\r?\n/)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);
}

function entry(date: string, startHour: number, endHour: number) {
  return visitCalendarFile({
    uid: 'order-7@boxroom.test',
    date,
    startHour,
    endHour,
    title: 'Boxroom collection',
    description: 'Our courier collects your boxes',
    location: '1 Rectory Grove, London SW4 0DX',
    url: 'https://boxroom.test/apps/orders',
  });
}

describe('a booked window in a calendar file', () => {
  // London is on BST (UTC+1) from the last Sunday of March to the last Sunday of October,
  // and on GMT (UTC+0) the rest of the year.
  it('puts a summer morning window (BST) an hour earlier in UTC', () => {
    const ics = entry('2026-07-03', 8, 13);
    expect(property(ics, 'DTSTART')).toBe('20260703T070000Z');
    expect(property(ics, 'DTEND')).toBe('20260703T120000Z');
  });

  it('puts a winter afternoon window (GMT) at the same hours in UTC', () => {
    const ics = entry('2026-12-07', 12, 18);
    expect(property(ics, 'DTSTART')).toBe('20261207T120000Z');
    expect(property(ics, 'DTEND')).toBe('20261207T180000Z');
  });

  it.each([
    // The clocks go forward at 1am on 29 March 2026 and back at 2am on 25 October 2026.
    ['2026-03-28', 8, '2026-03-28T08:00:00.000Z'],
    ['2026-03-29', 8, '2026-03-29T07:00:00.000Z'],
    ['2026-10-24', 8, '2026-10-24T07:00:00.000Z'],
    ['2026-10-25', 8, '2026-10-25T08:00:00.000Z'],
    ['2027-01-15', 18, '2027-01-15T18:00:00.000Z'],
  ])('reads %s at %i:00 on the London clock as %s', (date, hour, instant) => {
    expect(londonInstant(date, hour).toISOString()).toBe(instant);
  });

  it('names the visit, where it is and the page to change it', () => {
    const ics = entry('2026-12-04', 8, 13);
    expect(property(ics, 'SUMMARY')).toBe('Boxroom collection');
    expect(property(ics, 'UID')).toBe('order-7@boxroom.test');
    expect(property(ics, 'URL')).toBe('https://boxroom.test/apps/orders');
    expect(ics).toContain('LOCATION:1 Rectory Grove');
  });
});
