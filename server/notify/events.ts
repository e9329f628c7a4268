/*
 * What happened that a customer is told about in writing. One event, one message: the mail
 * (and for a reminder, an SMS) is composed from the database when it is sent, so a retry
 * always says what is true then, and the (kind, subject) pair is the idempotency key.
 */
export type NotifyEvent =
  | { kind: 'order.confirmed'; orderId: number }
  | { kind: 'order.rescheduled'; orderId: number; changeId: string }
  | { kind: 'order.cancelled'; orderId: number }
  | { kind: 'visit.reminder'; orderId: number; date: string }
  | {
      kind: 'box.progress';
      boxId: number;
      status: 'collected' | 'inStorage' | 'outForDelivery' | 'delivered';
    }
  | { kind: 'shipment.progress'; shipmentId: number; status: 'dispatched' | 'delivered' }
  | { kind: 'support.reply'; conversationId: number; messageId: number }
  | {
      kind: 'account.emailChanged';
      customerId: number;
      oldEmail: string;
      newEmail: string;
      changeId: string;
    }
  | { kind: 'account.passwordChanged'; customerId: number; changeId: string }
  /** A monthly bill's charge failed: its first try or a retry (`attempt` counts from 1). */
  | { kind: 'billing.failed'; billId: number; attempt: number };

export type NotifyKind = NotifyEvent['kind'];

/** The key under which an event is sent at most once. */
export function eventKey(event: NotifyEvent): string {
  switch (event.kind) {
    case 'order.confirmed':
    case 'order.cancelled':
      return `${event.kind}:${event.orderId}`;
    case 'order.rescheduled':
      return `${event.kind}:${event.orderId}:${event.changeId}`;
    case 'visit.reminder':
      return `${event.kind}:${event.orderId}:${event.date}`;
    case 'box.progress':
      return `${event.kind}:${event.boxId}:${event.status}`;
    case 'shipment.progress':
      return `${event.kind}:${event.shipmentId}:${event.status}`;
    case 'support.reply':
      return `${event.kind}:${event.messageId}`;
    case 'account.emailChanged':
    case 'account.passwordChanged':
      return `${event.kind}:${event.customerId}:${event.changeId}`;
    case 'billing.failed':
      return `${event.kind}:${event.billId}:${event.attempt}`;
  }
}

/** A message ready to go: both parts, and files such as a booked window's `.ics`. */
export interface ComposedMail {
  recipient: string;
  /**
   * Also sent to, in the same message: the old address when an e-mail address changes, so
   * the owner hears of it wherever they read mail. One message, so one send per event.
   */
  cc?: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: string | Uint8Array }[];
}

/** A text message, for a reminder to a customer who asked for them. */
export interface ComposedSms {
  to: string;
  body: string;
}
