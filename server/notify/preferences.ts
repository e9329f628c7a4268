import type { NotifyKind } from './events.ts';

/*
 * Who is told what, in one place. Transactional messages (everything a customer is told
 * about their own orders, boxes and account) always go by mail: they are the record of what
 * was agreed. Promotional mail follows `emailCommsEnabled`; there is none today, and a kind
 * added to PROMOTIONAL_KINDS follows it from then on. A text message goes only for the
 * reminders the customer asked for: `smsCommsEnabled` and a mobile number.
 */

const PROMOTIONAL_KINDS: ReadonlySet<NotifyKind> = new Set<NotifyKind>();
const SMS_KINDS: ReadonlySet<NotifyKind> = new Set<NotifyKind>(['visit.reminder']);

export interface CommsPreferences {
  emailCommsEnabled: boolean;
  smsCommsEnabled: boolean;
  /** International form, '' when not given. */
  mobilePhone: string;
}

export type Channel = 'mail' | 'sms';

/** Whether a message of this kind goes to this customer on this channel. */
export function sendsOn(channel: Channel, kind: NotifyKind, customer: CommsPreferences): boolean {
  if (channel === 'mail') return !PROMOTIONAL_KINDS.has(kind) || customer.emailCommsEnabled;
  return SMS_KINDS.has(kind) && customer.smsCommsEnabled && customer.mobilePhone.trim() !== '';
}

/** Whether any customer could get this kind by text, so their preferences need reading. */
export function mayText(kind: NotifyKind): boolean {
  return SMS_KINDS.has(kind);
}
