import {
  Action,
  Divider,
  Facts,
  LineItems,
  type MailFrame,
  MailLayout,
  Paragraph,
  Steps,
  SubHeading,
} from '../layout.tsx';

export interface OrderConfirmedMail {
  frame: MailFrame;
  orderId: number;
  /** 'Your collection is booked'. */
  title: string;
  typeLabel: string;
  placedOn: string;
  lines: { description: string; quantity: number; amount: string }[];
  totalText: string;
  chargedText: string;
  whenLabel: string;
  whenText: string | null;
  addressLabel: string;
  addressText: string | null;
  steps: string[];
  cancelText: string | null;
  /** The order's own page. */
  link: string;
}

export function orderConfirmedSubject(mail: OrderConfirmedMail): string {
  return `${mail.title}: order ${mail.orderId}`;
}

export function OrderConfirmed(mail: OrderConfirmedMail) {
  return (
    <MailLayout
      frame={mail.frame}
      heading={mail.title}
      preview={`Order ${mail.orderId}${mail.whenText ? ` · ${mail.whenText}` : ''} · ${mail.totalText}`}
    >
      <Paragraph>
        Thank you for your order. Here is what you booked; keep this e-mail for your records.
      </Paragraph>
      <Facts
        rows={[
          ['Order number', String(mail.orderId)],
          ['Order', mail.typeLabel],
          ['Placed on', mail.placedOn],
          [mail.whenLabel, mail.whenText],
          [mail.addressLabel, mail.addressText],
        ]}
      />
      <SubHeading>What you ordered</SubHeading>
      <LineItems lines={mail.lines} total={{ label: 'Total', amount: mail.totalText }} />
      <Paragraph>{mail.chargedText}</Paragraph>
      <SubHeading>Before the day</SubHeading>
      <Steps steps={mail.steps} />
      <Action href={mail.link}>See your order</Action>
      {mail.cancelText && (
        <>
          <Divider />
          <SubHeading>Changing your mind</SubHeading>
          <Paragraph>{mail.cancelText}</Paragraph>
        </>
      )}
    </MailLayout>
  );
}
