import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  type Agreement,
  agreementsOnUnsavedCards,
  agreementsPaidBy,
  agreementTitle,
  paysForText,
} from '../../../../../domain/agreements';
import type { Card } from '../../../../../domain/cards';
import {
  cardExpiry,
  cardLabel,
  defaultCard,
  isCardExpired,
  maskedCardLabel,
  sortCardsDefaultFirst,
} from '../../../../../domain/cards';
import { ERROR_MESSAGES, ErrorCode } from '../../../../../domain/errors';
import { formatPrice } from '../../../../../domain/format';
import { cardPendingDelete, type cardsMachine } from '../../../../../machines/cards.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { SavedCardList } from '../../../../../ui/commerce/SavedCardList/SavedCardList';
import { Dialog, DialogClose } from '../../../../../ui/Dialog/Dialog';
import { Page } from '../../../../../ui/layouts/Page';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import { AddCardForm } from './AddCardForm';
import * as styles from './cards.css';

export type CardsActor = ActorRefFrom<typeof cardsMachine>;

export const NO_CARDS_TEXT = 'You have no saved cards.';
export const DEFAULT_CARD_HINT =
  'Make another card your default first, then you can delete this one.';
export const MONTHLY_BILLS_HINT =
  'Your monthly payments are taken from your default card. Making another card the default moves them to it.';

export interface CardsScreenProps {
  actor: CardsActor;
  /** Set when the server has Stripe keys: the card form is Stripe Elements. */
  stripePublishableKey: string | null;
}

/**
 * Saved cards: the default marked, what each pays every month, make default (the monthly
 * payments move with it), delete with a confirmation, and add a card.
 */
export function CardsScreen({ actor, stripePublishableKey }: CardsScreenProps) {
  const cards = useSelector(actor, (state) => state.context.cards);
  const agreements = useSelector(actor, (state) => state.context.agreements);
  const firstLoad = useSelector(
    actor,
    (state) => state.matches('loading') && state.context.cards.length === 0,
  );
  const loadFailed = useSelector(actor, (state) => state.matches('loadFailed'));
  const setupIntent = useSelector(actor, (state) => state.children.setupIntent);

  return (
    <Page title="Cards">
      <section className={styles.section} aria-labelledby="cards-heading">
        <h2 id="cards-heading" className={styles.sectionHeading}>
          Your saved cards
        </h2>
        <CardsError actor={actor} />
        {firstLoad ? (
          <Spinner label="Loading your cards" />
        ) : loadFailed ? (
          <>
            <p className={styles.muted}>We could not load your cards.</p>
            <Button variant="secondary" onClick={() => actor.send({ type: 'cards.retry' })}>
              Try again
            </Button>
          </>
        ) : (
          <>
            {agreements.length > 0 && <p className={styles.muted}>{MONTHLY_BILLS_HINT}</p>}
            <SavedCardList
              cards={sortCardsDefaultFirst(cards)}
              emptyText={NO_CARDS_TEXT}
              actions={(card) => <CardActions actor={actor} card={card} />}
              details={(card) => (
                <CardPays agreements={agreementsPaidBy(agreements, card.cardId)} />
              )}
            />
            <UnsavedCardPayments agreements={agreements} hasCards={cards.length > 0} />
            {setupIntent ? (
              <AddCardForm
                setupIntent={setupIntent}
                stripePublishableKey={stripePublishableKey}
                onCancel={() => actor.send({ type: 'cards.cancel' })}
              />
            ) : (
              <AddCardButton actor={actor} />
            )}
          </>
        )}
      </section>
      <DeleteCardDialog actor={actor} />
    </Page>
  );
}

/** 'Pays your monthly storage for order #123: £27.00 a month', one line per agreement. */
function CardPays({ agreements }: { agreements: Agreement[] }) {
  if (agreements.length === 0) return null;
  return (
    <>
      {agreements.map((agreement) => (
        <span key={agreement.agreementId} className={styles.pays}>
          {paysForText(agreement)}
        </span>
      ))}
    </>
  );
}

/** Monthly payments taken from a card used at checkout and not saved here. */
function UnsavedCardPayments({
  agreements,
  hasCards,
}: {
  agreements: Agreement[];
  hasCards: boolean;
}) {
  const unsaved = agreementsOnUnsavedCards(agreements);
  if (unsaved.length === 0) return null;
  return (
    <div className={styles.unsaved}>
      <h3 className={styles.subheading}>Paid from a card that is not saved here</h3>
      {unsaved.map((agreement) => (
        <p key={agreement.agreementId} className={styles.unsavedLine}>
          {agreementTitle(agreement)}: {formatPrice(agreement.monthlyAmount)} a month
          {agreement.card ? ` from ${maskedCardLabel(agreement.card)}` : ''}.
        </p>
      ))}
      <p className={styles.muted}>
        {hasCards
          ? 'Make a saved card your default to pay it from that card instead.'
          : 'Add a card: your first card becomes your default and pays it from then on.'}
      </p>
    </div>
  );
}

function CardsError({ actor }: { actor: CardsActor }) {
  const error = useSelector(actor, (state) =>
    state.matches('loadFailed') ? null : state.context.error,
  );
  const code = useSelector(actor, (state) => state.context.errorCode);
  if (!error) return null;
  return (
    <Alert
      type="danger"
      title={error}
      className={styles.notice}
      onClose={() => actor.send({ type: 'cards.errorDismissed' })}
    >
      {code === ErrorCode.CannotDeleteDefaultCard &&
      error === ERROR_MESSAGES[ErrorCode.CannotDeleteDefaultCard]
        ? DEFAULT_CARD_HINT
        : undefined}
    </Alert>
  );
}

function AddCardButton({ actor }: { actor: CardsActor }) {
  const listing = useSelector(actor, (state) => state.matches('listing'));
  return (
    <Button disabled={!listing} onClick={() => actor.send({ type: 'cards.add' })}>
      Add a card
    </Button>
  );
}

function CardActions({ actor, card }: { actor: CardsActor; card: Card }) {
  const listing = useSelector(actor, (state) => state.matches('listing'));
  const makingThisDefault = useSelector(
    actor,
    (state) => state.matches('makingDefault') && state.context.pendingDefaultId === card.cardId,
  );
  const label = cardLabel(card);
  // An expired card cannot be charged, so it is not offered as the default.
  const canBeDefault = !card.isDefault && !isCardExpired(card, new Date());
  return (
    <>
      {canBeDefault && (
        <Button
          size="sm"
          variant="secondary"
          loading={makingThisDefault}
          disabled={!listing}
          onClick={() => actor.send({ type: 'cards.makeDefault', cardId: card.cardId })}
        >
          Make default <VisuallyHidden>{label}</VisuallyHidden>
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={!listing}
        onClick={() => actor.send({ type: 'cards.delete', cardId: card.cardId })}
      >
        Delete <VisuallyHidden>{label}</VisuallyHidden>
      </Button>
    </>
  );
}

function DeleteCardDialog({ actor }: { actor: CardsActor }) {
  const open = useSelector(
    actor,
    (state) => state.matches('confirmingDelete') || state.matches('deleting'),
  );
  const deleting = useSelector(actor, (state) => state.matches('deleting'));
  const description = useSelector(actor, (state) => {
    const card = cardPendingDelete(state.context);
    if (!card) return '';
    const named = `${cardLabel(card)}, expires ${cardExpiry(card)}.`;
    const paying = agreementsPaidBy(state.context.agreements, card.cardId);
    const fallback = defaultCard(state.context.cards);
    if (paying.length === 0 || card.isDefault || !fallback) return named;
    const what = paying.length === 1 ? 'Its monthly payment' : 'Its monthly payments';
    return `${named} ${what} will be taken from your default card, ${cardLabel(fallback)}, from now on.`;
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !deleting) actor.send({ type: 'cards.cancel' });
      }}
      title="Delete this card?"
      description={description}
      footer={
        <>
          <Button
            variant="danger"
            loading={deleting}
            onClick={() => actor.send({ type: 'cards.confirmDelete' })}
          >
            Delete card
          </Button>
          <DialogClose asChild>
            <Button variant="secondary" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
        </>
      }
    />
  );
}
