import { Action, Facts, type MailFrame, MailLayout, Paragraph } from '../layout.tsx';

export interface EmailChangedMail {
  frame: MailFrame;
  oldEmail: string;
  newEmail: string;
  link: string;
}

export function emailChangedSubject(): string {
  return 'Your Boxroom e-mail address has changed';
}

export function EmailChanged(mail: EmailChangedMail) {
  return (
    <MailLayout
      frame={mail.frame}
      heading="Your e-mail address has changed"
      preview={`From now on we write to ${mail.newEmail}`}
    >
      <Paragraph>
        The e-mail address of your Boxroom account has been changed. You sign in with the new one
        from now on, and we send your orders and receipts there.
      </Paragraph>
      <Facts
        rows={[
          ['Old address', mail.oldEmail],
          ['New address', mail.newEmail],
        ]}
      />
      <Paragraph>
        We send this to both addresses. If you did not make this change, call us straight away on{' '}
        {mail.frame.contact.phone} so we can secure your account.
      </Paragraph>
      <Action href={mail.link}>See your account</Action>
    </MailLayout>
  );
}
