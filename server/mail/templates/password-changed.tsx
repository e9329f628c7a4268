import { Action, type MailFrame, MailLayout, Paragraph } from '../layout.tsx';

export interface PasswordChangedMail {
  frame: MailFrame;
  /** 'Friday 27th November at 11:52am'. */
  changedAt: string;
  link: string;
}

export function passwordChangedSubject(): string {
  return 'Your Boxroom password has changed';
}

export function PasswordChanged(mail: PasswordChangedMail) {
  return (
    <MailLayout
      frame={mail.frame}
      heading="Your password has changed"
      preview={`Changed on ${mail.changedAt}`}
    >
      <Paragraph>The password of your Boxroom account was changed on {mail.changedAt}.</Paragraph>
      <Paragraph>
        If you did not change it, reset it now from the sign-in page and call us on{' '}
        {mail.frame.contact.phone}.
      </Paragraph>
      <Action href={mail.link}>Sign in</Action>
    </MailLayout>
  );
}
