import { Action, Facts, type MailFrame, MailLayout, Paragraph } from '../layout.tsx';

export interface OrderCancelledMail {
  frame: MailFrame;
  orderId: number;
  typeLabel: string;
  /** What was booked and is no longer, when it had a day. */
  whenText: string | null;
  /** '£64.00', or null when nothing was refunded. */
  refundAmount: string | null;
  /** 'Visa •••• 4242'. */
  refundCard: string | null;
  /** Where the refund has got, in the words the orders list uses. */
  refundText: string;
  link: string;
}

export function orderCancelledSubject(mail: OrderCancelledMail): string {
  return mail.refundAmount
    ? `Order ${mail.orderId} cancelled: ${mail.refundAmount} refund`
    : `Order ${mail.orderId} cancelled`;
}

export function OrderCancelled(mail: OrderCancelledMail) {
  return (
    <MailLayout
      frame={mail.frame}
      heading="Your order is cancelled"
      preview={`Order ${mail.orderId} · ${mail.refundText}`}
    >
      <Paragraph>
        We have cancelled your order{mail.whenText ? `; nobody will come on ${mail.whenText}` : ''}.
      </Paragraph>
      <Facts
        rows={[
          ['Order number', String(mail.orderId)],
          ['Order', mail.typeLabel],
          ['Refund', mail.refundAmount ?? 'Nothing was charged, so nothing is refunded'],
          ['Refunded to', mail.refundCard],
        ]}
      />
      <Paragraph>{mail.refundText}</Paragraph>
      {mail.refundAmount && (
        <Paragraph>A refund usually shows on your statement within 5 to 10 working days.</Paragraph>
      )}
      <Action href={mail.link}>See your orders</Action>
    </MailLayout>
  );
}
