import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { FeedbackValues } from '../../../../../domain/feedback';
import {
  COMMENT_MAX_LENGTH,
  FEEDBACK_MAX_RATING,
  FEEDBACK_MIN_RATING,
} from '../../../../../domain/feedback';
import { FEEDBACK_ALREADY_GIVEN_MESSAGE } from '../../../../../machines/orderActions.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import type { RadioCardOption } from '../../../../../ui/commerce/RadioCards/RadioCards';
import { RadioCards } from '../../../../../ui/commerce/RadioCards/RadioCards';
import { cx } from '../../../../../ui/cx';
import { Dialog, DialogClose } from '../../../../../ui/Dialog/Dialog';
import type { ErrorSummaryItem } from '../../../../../ui/ErrorSummary/ErrorSummary';
import { ErrorSummary } from '../../../../../ui/ErrorSummary/ErrorSummary';
import { FieldError, FieldHint, fieldDescription } from '../../../../../ui/Field/Field';
import * as fieldStyles from '../../../../../ui/Field/Field.css';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import type { OrderActionsActor } from './OrderCard';
import * as styles from './orders.css';

const RATING_WORDS: Record<number, string> = {
  1: 'Very poor',
  2: 'Poor',
  3: 'Fair',
  4: 'Good',
  5: 'Excellent',
};

/** '4 – Good'. */
export function ratingText(rating: number): string {
  return `${rating} – ${RATING_WORDS[rating] ?? rating}`;
}

export const RATING_OPTIONS: RadioCardOption<number>[] = Array.from(
  { length: FEEDBACK_MAX_RATING - FEEDBACK_MIN_RATING + 1 },
  (_, index) => {
    const rating = FEEDBACK_MIN_RATING + index;
    return { value: rating, label: ratingText(rating) };
  },
);

/** 'Give feedback' on a completed order: a rating from 1 to 5 and an optional comment, once. */
export function FeedbackDialog({ actor }: { actor: OrderActionsActor }) {
  const open = useSelector(actor, (state) => state.matches('feedback'));
  const checking = useSelector(actor, (state) => state.matches({ feedback: 'checking' }));
  const failed = useSelector(actor, (state) => state.matches({ feedback: 'failed' }));
  const sent = useSelector(actor, (state) => state.matches({ feedback: 'sent' }));
  const given = useSelector(actor, (state) => state.matches({ feedback: 'given' }));
  const orderId = useSelector(actor, (state) => state.context.order.orderId);
  const error = useSelector(actor, (state) => state.context.error);
  const finished = sent || given;

  return (
    <Dialog
      title={`Feedback on order ${orderId}`}
      trigger={
        <Button size="sm" variant="secondary">
          Give feedback <VisuallyHidden>on order {orderId}</VisuallyHidden>
        </Button>
      }
      open={open}
      onOpenChange={(next) =>
        actor.send({ type: next ? 'orderActions.giveFeedback' : 'orderActions.close' })
      }
      footer={
        finished && (
          <DialogClose asChild>
            <Button>Back to orders</Button>
          </DialogClose>
        )
      }
    >
      {error && (
        <Alert
          type="danger"
          className={styles.alert}
          onClose={() => actor.send({ type: 'orderActions.errorDismissed' })}
        >
          {error}
        </Alert>
      )}
      {checking ? (
        <Spinner label="Checking for your feedback" />
      ) : failed ? (
        <>
          <p className={styles.dialogText}>We could not check for feedback on this order.</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'orderActions.retry' })}>
            Try again
          </Button>
        </>
      ) : sent ? (
        <p className={styles.dialogText}>Thank you for your feedback.</p>
      ) : given ? (
        <FeedbackGiven actor={actor} />
      ) : (
        <FeedbackForm actor={actor} />
      )}
    </Dialog>
  );
}

function FeedbackGiven({ actor }: { actor: OrderActionsActor }) {
  const rating = useSelector(actor, (state) => state.context.feedback?.rating ?? null);
  const comment = useSelector(actor, (state) => state.context.feedback?.comment ?? '');
  return (
    <>
      <p className={styles.dialogText}>{FEEDBACK_ALREADY_GIVEN_MESSAGE}</p>
      {rating !== null && (
        <p className={styles.muted}>
          You rated this order {rating} out of {FEEDBACK_MAX_RATING}
          {comment ? `: “${comment}”` : '.'}
        </p>
      )}
    </>
  );
}

function FeedbackForm({ actor }: { actor: OrderActionsActor }) {
  const fieldErrors = useSelector(actor, (state) => state.context.fieldErrors);
  const sending = useSelector(actor, (state) => state.matches({ feedback: 'sending' }));
  const [values, setValues] = useState<FeedbackValues>({ rating: null, comment: '' });
  const [attempt, setAttempt] = useState(0);
  const ratingId = useId();
  const commentId = useId();
  const { hintId, errorId, describedBy } = fieldDescription(commentId, {
    hint: `Up to ${COMMENT_MAX_LENGTH} characters`,
    error: fieldErrors.comment,
  });

  const summary: ErrorSummaryItem[] = [];
  if (fieldErrors.rating) summary.push({ fieldId: ratingId, message: fieldErrors.rating });
  if (fieldErrors.comment) summary.push({ fieldId: commentId, message: fieldErrors.comment });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAttempt((count) => count + 1);
    actor.send({ type: 'orderActions.sendFeedback', values });
  }

  return (
    <>
      <ErrorSummary key={attempt} errors={summary} />
      <form noValidate onSubmit={submit}>
        <RadioCards
          id={ratingId}
          legend="How would you rate our service?"
          options={RATING_OPTIONS}
          value={values.rating}
          error={fieldErrors.rating}
          layout="grid"
          onChange={(rating) => setValues((current) => ({ ...current, rating }))}
        />
        <div className={fieldStyles.formGroup({ invalid: Boolean(fieldErrors.comment) })}>
          <label htmlFor={commentId} className={fieldStyles.label}>
            Tell us more (optional)
          </label>
          <FieldHint id={hintId}>Up to {COMMENT_MAX_LENGTH} characters</FieldHint>
          <FieldError id={errorId}>{fieldErrors.comment}</FieldError>
          <textarea
            id={commentId}
            name="comment"
            rows={4}
            className={cx(
              fieldStyles.control({ invalid: Boolean(fieldErrors.comment) }),
              styles.textarea,
            )}
            aria-invalid={Boolean(fieldErrors.comment) || undefined}
            aria-describedby={describedBy}
            value={values.comment}
            onChange={(event) =>
              setValues((current) => ({ ...current, comment: event.target.value }))
            }
          />
        </div>
        <div className={styles.formActions}>
          <Button type="submit" loading={sending}>
            Send feedback
          </Button>
          <DialogClose asChild>
            <Button variant="secondary" disabled={sending}>
              Not now
            </Button>
          </DialogClose>
        </div>
      </form>
    </>
  );
}
