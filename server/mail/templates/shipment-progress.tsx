import { Action, Facts, type MailFrame, MailLayout, Paragraph } from '../layout.tsx';

export interface ShipmentProgressMail {
  frame: MailFrame;
  status: 'dispatched' | 'delivered';
  orderId: number;
  destination: string;
  items: number;
  /** 'Monday 14th December to Friday 18th December'. */
  arrivalText: string;
  link: string;
}

export function shipmentProgressSubject(mail: ShipmentProgressMail): string {
  return mail.status === 'dispatched'
    ? `Your shipment to ${mail.destination} is on its way: order ${mail.orderId}`
    : `Your shipment to ${mail.destination} has been delivered: order ${mail.orderId}`;
}

export function ShipmentProgress(mail: ShipmentProgressMail) {
  const heading =
    mail.status === 'dispatched' ? 'Your shipment is on its way' : 'Your shipment has arrived';
  const items = mail.items === 1 ? '1 item' : `${mail.items} items`;
  return (
    <MailLayout frame={mail.frame} heading={heading} preview={`${items} to ${mail.destination}`}>
      <Paragraph>
        {mail.status === 'dispatched'
          ? `Your ${items} left with our international carrier today, with the commercial invoice for customs.`
          : `The carrier has delivered your ${items} in ${mail.destination}.`}
      </Paragraph>
      <Facts
        rows={[
          ['Order number', String(mail.orderId)],
          ['Going to', mail.destination],
          [mail.status === 'dispatched' ? 'Expected' : 'Delivered', mail.arrivalText],
        ]}
      />
      <Action href={mail.link}>Follow it in My stuff</Action>
    </MailLayout>
  );
}
