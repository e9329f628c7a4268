import { Action, Facts, type MailFrame, MailLayout, Paragraph } from '../layout.tsx';

export type BoxProgressStatus = 'collected' | 'inStorage' | 'outForDelivery' | 'delivered';

export interface BoxProgressMail {
  frame: MailFrame;
  status: BoxProgressStatus;
  /** 'Medium box · Winter clothes'. */
  boxName: string;
  boxId: number;
  /** The order that moved it, when there is one. */
  orderId: number | null;
  /** Whether the box has a photo to see in My stuff (stored boxes are photographed). */
  hasPhoto: boolean;
  link: string;
}

const HEADINGS: Record<BoxProgressStatus, string> = {
  collected: 'We have collected your box',
  inStorage: 'Your box is in storage',
  outForDelivery: 'Your box is out for delivery',
  delivered: 'Your box has been delivered',
};

const SAYINGS: Record<BoxProgressStatus, string> = {
  collected: 'Our driver has collected it and is taking it to our store.',
  inStorage: 'It has arrived at our store, been checked in and put away safely.',
  outForDelivery: 'It is on the van today; the driver calls on the way.',
  delivered: 'It has been delivered. We hope everything is as you left it.',
};

export function boxProgressSubject(mail: BoxProgressMail): string {
  return `${HEADINGS[mail.status]}: ${mail.boxName}`;
}

export function BoxProgress(mail: BoxProgressMail) {
  return (
    <MailLayout frame={mail.frame} heading={HEADINGS[mail.status]} preview={mail.boxName}>
      <Paragraph>{SAYINGS[mail.status]}</Paragraph>
      <Facts
        rows={[
          ['Box', mail.boxName],
          ['Box number', String(mail.boxId)],
          ['Order number', mail.orderId === null ? null : String(mail.orderId)],
        ]}
      />
      {mail.status === 'inStorage' && mail.hasPhoto && (
        <Paragraph>We photographed it as it went in: see the photo in My stuff.</Paragraph>
      )}
      <Action href={mail.link}>
        {mail.status === 'inStorage' && mail.hasPhoto ? 'See the photo' : 'See your boxes'}
      </Action>
    </MailLayout>
  );
}
