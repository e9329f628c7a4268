import { Action, Facts, type MailFrame, MailLayout, Paragraph, Steps } from '../layout.tsx';

export interface VisitReminderMail {
  frame: MailFrame;
  orderId: number;
  visitName: string;
  /** 'Friday 4th December'. */
  dayText: string;
  /** '8am – 1pm', when the visit has a window. */
  windowText: string | null;
  addressLabel: string;
  addressText: string | null;
  steps: string[];
  /** Whether it can still be changed online tonight. */
  changeable: boolean;
  link: string;
}

export function visitReminderSubject(mail: VisitReminderMail): string {
  return `Tomorrow: your ${mail.visitName}${mail.windowText ? `, ${mail.windowText}` : ''} (order ${mail.orderId})`;
}

export function VisitReminder(mail: VisitReminderMail) {
  return (
    <MailLayout
      frame={mail.frame}
      heading={`Your ${mail.visitName} is tomorrow`}
      preview={`${mail.dayText}${mail.windowText ? `, ${mail.windowText}` : ''}`}
    >
      <Paragraph>
        A reminder that your {mail.visitName} is tomorrow, {mail.dayText}
        {mail.windowText ? `, ${mail.windowText}` : ''}.
      </Paragraph>
      <Facts
        rows={[
          ['Order number', String(mail.orderId)],
          ['Day', mail.dayText],
          ['Window', mail.windowText],
          [mail.addressLabel, mail.addressText],
        ]}
      />
      <Steps steps={mail.steps} />
      {mail.changeable ? (
        <>
          <Paragraph>
            Need another day or window? You can change it online until 11:59pm tonight.
          </Paragraph>
          <Action href={mail.link}>Change the day or window</Action>
        </>
      ) : (
        <Action href={mail.link}>See your orders</Action>
      )}
    </MailLayout>
  );
}
