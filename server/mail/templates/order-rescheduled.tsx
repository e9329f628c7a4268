import { Action, Facts, type MailFrame, MailLayout, Paragraph } from '../layout.tsx';

export interface OrderRescheduledMail {
  frame: MailFrame;
  orderId: number;
  /** 'collection'. */
  visitName: string;
  whenText: string;
  addressLabel: string;
  addressText: string | null;
  /** Until when it can still change, from the cancellation rules. */
  changeUntil: string | null;
  link: string;
}

export function orderRescheduledSubject(mail: OrderRescheduledMail): string {
  return `Your ${mail.visitName} is now ${mail.whenText}: order ${mail.orderId}`;
}

export function OrderRescheduled(mail: OrderRescheduledMail) {
  return (
    <MailLayout
      frame={mail.frame}
      heading={`Your ${mail.visitName} has moved`}
      preview={`Order ${mail.orderId} · ${mail.whenText}`}
    >
      <Paragraph>
        We have moved your {mail.visitName} to the day and window below. The old time no longer
        applies; the calendar entry attached replaces the one we sent before.
      </Paragraph>
      <Facts
        rows={[
          ['Order number', String(mail.orderId)],
          ['New day and window', mail.whenText],
          [mail.addressLabel, mail.addressText],
        ]}
      />
      {mail.changeUntil && <Paragraph>{mail.changeUntil}</Paragraph>}
      <Action href={mail.link}>See your orders</Action>
    </MailLayout>
  );
}
