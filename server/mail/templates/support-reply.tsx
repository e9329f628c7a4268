import { Text } from '@react-email/components';
import { Action, Facts, MAIL_COLOURS, type MailFrame, MailLayout, Paragraph } from '../layout.tsx';

export interface SupportReplyMail {
  frame: MailFrame;
  conversationSubject: string;
  /** Who answered: 'Sam from Boxroom'. */
  from: string;
  body: string;
  orderId: number | null;
  link: string;
}

export function supportReplySubject(mail: SupportReplyMail): string {
  return `Reply from Boxroom: ${mail.conversationSubject}`;
}

export function SupportReply(mail: SupportReplyMail) {
  return (
    <MailLayout frame={mail.frame} heading="We have replied to your message" preview={mail.body}>
      <Paragraph>{mail.from} has replied in the chat:</Paragraph>
      <Text
        style={{
          borderLeft: `4px solid ${MAIL_COLOURS.brand}`,
          padding: '4px 0 4px 12px',
          margin: '0 0 16px',
          fontSize: '16px',
          lineHeight: '1.5',
          whiteSpace: 'pre-wrap',
        }}
      >
        {mail.body}
      </Text>
      <Facts
        rows={[
          ['About', mail.conversationSubject],
          ['Order number', mail.orderId === null ? null : String(mail.orderId)],
        ]}
      />
      <Paragraph>Reply in the chat on our site; replies to this e-mail are not read.</Paragraph>
      <Action href={mail.link}>Open the chat</Action>
    </MailLayout>
  );
}
