import { Action, Facts, type MailFrame, MailLayout, Paragraph } from '../layout.tsx';

export interface MonthlyPaymentFailedMail {
  frame: MailFrame;
  /** 'box storage (order 1040)', 'storage unit B-112 (order 1045)'. */
  thingText: string;
  /** '£27.00'. */
  amount: string;
  /** 'Monday 4th January to Thursday 4th February'. */
  periodText: string;
  /** 'Visa •••• 0341', when the agreement's card is known. */
  cardText: string | null;
  /** The next try ('Thursday 7th January'), or null: that was the last, the account is in arrears. */
  nextAttemptText: string | null;
  /** Where Clear balance is: Payments. */
  link: string;
}

export function monthlyPaymentFailedSubject(mail: MonthlyPaymentFailedMail): string {
  return mail.nextAttemptText
    ? `Your monthly payment of ${mail.amount} didn't go through`
    : `Your monthly payment of ${mail.amount} is unpaid: returns are paused`;
}

/** A monthly bill's charge failed: what, how much, what happens next, and Pay now. */
export function MonthlyPaymentFailed(mail: MonthlyPaymentFailedMail) {
  const card = mail.cardText ? ` on ${mail.cardText}` : '';
  return (
    <MailLayout
      frame={mail.frame}
      heading="Your monthly payment didn't go through"
      preview={`${mail.amount} for ${mail.thingText}`}
    >
      <Paragraph>
        We tried to take {mail.amount}
        {card} for {mail.thingText}, and your bank did not let it through.
      </Paragraph>
      <Facts
        rows={[
          ['For', mail.thingText.charAt(0).toUpperCase() + mail.thingText.slice(1)],
          ['Amount', mail.amount],
          ['Period', mail.periodText],
          ['Card', mail.cardText],
          ['Next try', mail.nextAttemptText ?? 'None: pay it yourself in Payments'],
        ]}
      />
      {mail.nextAttemptText ? (
        <Paragraph>
          We will try the card again on {mail.nextAttemptText}. To settle it now, or with another
          card, pay it in Payments: your bank may ask you to confirm the payment there.
        </Paragraph>
      ) : (
        <Paragraph>
          That was our last try. Until it is paid, new returns of your things are paused. Pay it in
          Payments, with this card or another; your bank may ask you to confirm the payment there.
        </Paragraph>
      )}
      <Action href={mail.link}>Pay now</Action>
    </MailLayout>
  );
}
