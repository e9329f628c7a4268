import { describe, expect, it } from 'vitest';
import { chatEnvironmentFor, chatEnvironmentNote } from '../../../src/domain/chat';
import { faqSlug, matchingFaqs } from '../../../src/domain/faqs';
import { feedbackRequestSchema } from '../../../src/domain/feedback';
import { checkoutProgressSchema, isFinalProgressStatus } from '../../../src/domain/payments';
import { autoReplyText, bankHolidayDates, chatFailureMessage } from '../../../src/domain/support';
import {
  collectionDaysNote,
  RETURN_DAYS_NOTE,
  timeslotBetweenText,
  timeslotLabel,
  timeslotsByDay,
} from '../../../src/domain/timeslots';

describe('bankHolidayDates', () => {
  const holidays = [
    { date: '2026-03-17', name: 'St Patrick’s Day', countryCode: 'IE' as const },
    { date: '2026-12-25', name: 'Christmas Day', countryCode: 'GB' as const },
    { date: '2026-12-25', name: 'Christmas Day', countryCode: 'IE' as const },
  ];
  it.each<[undefined | 'GB' | 'IE', string[]]>([
    [undefined, ['2026-03-17', '2026-12-25']],
    ['GB', ['2026-12-25']],
    ['IE', ['2026-03-17', '2026-12-25']],
  ])('for %s → %j', (country, expected) => {
    expect(bankHolidayDates(holidays, country)).toEqual(expected);
  });
});

describe('chatEnvironmentFor', () => {
  it.each<[string, string]>([
    ['localhost', 'UK UAT'],
    ['127.0.0.1', 'UK UAT'],
    ['boxroom.example.com', 'UK Live'],
  ])('%s → %s', (host, expected) => {
    expect(chatEnvironmentFor(host)).toBe(expected);
  });

  it('says why a test host shows UK UAT, and shows nothing on the live site', () => {
    expect(chatEnvironmentNote('UK UAT')).toMatch(/^UK UAT: this is a test site/);
    expect(chatEnvironmentNote('UK Live')).toBeNull();
  });
});

describe('timeslots', () => {
  it('labels a slot in 12-hour time', () => {
    expect(timeslotLabel({ startHour: 9, endHour: 13 })).toBe('9am – 1pm');
    expect(timeslotLabel({ startHour: 0, endHour: 12 })).toBe('12am – 12pm');
  });

  it('puts a window in a sentence with words, not a dash', () => {
    expect(timeslotBetweenText({ startHour: 8, endHour: 13 })).toBe('between 8am and 1pm');
  });

  it('groups slots by day in time order', () => {
    const slot = (doorstepDate: string, startHour: number) => ({
      doorstepDate,
      startHour,
      endHour: startHour + 4,
      available: true,
    });
    const days = timeslotsByDay([
      slot('2026-03-10', 13),
      slot('2026-03-09', 13),
      slot('2026-03-09', 8),
    ]);
    expect(days.map((d) => [d.date, d.slots.map((s) => s.startHour)])).toEqual([
      ['2026-03-09', [8, 13]],
      ['2026-03-10', [13]],
    ]);
    expect(timeslotsByDay([])).toEqual([]);
  });
});

describe('progress polling', () => {
  it.each<['processing' | 'requires_action' | 'succeeded' | 'failed', boolean]>([
    ['processing', false],
    ['requires_action', true],
    ['succeeded', true],
    ['failed', true],
  ])('%s stops polling: %s', (status, expected) => {
    expect(isFinalProgressStatus(status)).toBe(expected);
  });

  it('fills missing progress fields with null', () => {
    expect(checkoutProgressSchema.parse({ status: 'processing' })).toEqual({
      status: 'processing',
      clientSecret: null,
      orderId: null,
      message: null,
      errorCode: null,
      amount: null,
    });
  });

  it('keeps the code of a failure', () => {
    expect(checkoutProgressSchema.parse({ status: 'failed', errorCode: 34 }).errorCode).toBe(34);
  });
});

describe('feedback', () => {
  it.each<[number, boolean]>([
    [1, true],
    [5, true],
    [0, false],
    [6, false],
    [3.5, false],
  ])('rating %s valid: %s', (rating, expected) => {
    expect(feedbackRequestSchema.safeParse({ orderId: 1, rating }).success).toBe(expected);
  });
});

describe('chatFailureMessage', () => {
  const DESK_DOWN = 'We could not reach our support desk, please try again later (code 196)';
  it.each([
    ['no answer at all', { message: 'Network error' }, DESK_DOWN],
    ['the desk failing', { status: 503, code: 196, message: 'x' }, DESK_DOWN],
    ['a server fault', { status: 500, message: 'Something went wrong' }, DESK_DOWN],
    [
      'a refused message',
      { status: 400, code: 4, message: 'Check your message' },
      'Check your message',
    ],
  ])('%s', (_, failure, expected) => {
    expect(chatFailureMessage(failure)).toBe(expected);
  });
});

describe('autoReplyText', () => {
  it('greets by name and names the response time', () => {
    expect(autoReplyText('Priya', '2 working hours')).toMatch(
      /^Thanks, Priya\. .*usually within 2 working hours\./,
    );
    expect(autoReplyText(' ', '1 day')).toMatch(/^Thanks for your message\./);
  });
});

describe('faqSlug', () => {
  it.each([
    ['Can I store a suitcase?', 'can-i-store-a-suitcase'],
    ['What’s a drive-up storage unit?', 'whats-a-drive-up-storage-unit'],
    ['  £5.95 a month — really?  ', '5-95-a-month-really'],
  ])('%s', (question, slug) => {
    expect(faqSlug(question)).toBe(slug);
  });
});

describe('matchingFaqs', () => {
  const faqs = [
    { question: 'Can you return items on a Saturday?', answer: 'No.' },
    { question: 'Which days do you collect?', answer: 'Monday to Friday, and Saturday in London.' },
  ];
  it.each([
    ['', 2],
    ['saturday', 2],
    ['SATURDAY return', 1],
    ['sunday', 0],
  ])('"%s" matches %i', (query, count) => {
    expect(matchingFaqs(faqs, query)).toHaveLength(count);
  });
});

describe('weekend wording', () => {
  it.each([
    [true, /Saturday mornings; doorstep collection is not available on Saturdays/],
    [false, /Monday to Friday: doorstep collection is not available on Saturdays/],
    [null, /Monday to Friday/],
  ])('collections where our own vans collect: %s', (ownVans, expected) => {
    expect(collectionDaysNote(ownVans)).toMatch(expected);
    expect(collectionDaysNote(ownVans)).toContain(
      'No collections on Sundays or bank holidays'.slice(3),
    );
  });

  it('never offers a Saturday for returns', () => {
    expect(RETURN_DAYS_NOTE).toContain("Items can't be returned on a Saturday");
  });
});
