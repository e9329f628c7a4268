import { idSchema, isoDateTimeSchema } from './primitives';
import { z } from './zod';

export const FEEDBACK_MIN_RATING = 1;
export const FEEDBACK_MAX_RATING = 5;
export const COMMENT_MAX_LENGTH = 2000;

const ratingSchema = z.int().min(FEEDBACK_MIN_RATING).max(FEEDBACK_MAX_RATING);

/** The customer's rating of one order's service. */
export const feedbackRequestSchema = z.object({
  orderId: idSchema,
  rating: ratingSchema,
  comment: z.string().trim().max(COMMENT_MAX_LENGTH).default(''),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** `GET /customer/feedback/service/{orderId}`: null fields until feedback is given. */
export const feedbackSchema = z.object({
  orderId: idSchema,
  rating: ratingSchema.nullable(),
  comment: z.string().nullable(),
  submittedAt: isoDateTimeSchema.nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export function isFeedbackGiven(feedback: Pick<Feedback, 'submittedAt'>): boolean {
  return feedback.submittedAt !== null;
}

export const CHOOSE_RATING_MESSAGE = `Select a rating from ${FEEDBACK_MIN_RATING} to ${FEEDBACK_MAX_RATING}`;

export const COMMENT_TOO_LONG_MESSAGE = `Your comment must be ${COMMENT_MAX_LENGTH} characters or fewer`;

export type FeedbackFieldErrors = Partial<Record<keyof FeedbackValues, string>>;

export interface FeedbackValues {
  /** Null until the customer picks one. */
  rating: number | null;
  comment: string;
}

/** What is wrong with the feedback form, by field (GOV.UK wording). */
export function feedbackProblems(values: FeedbackValues): FeedbackFieldErrors {
  const errors: FeedbackFieldErrors = {};
  const parsed = feedbackRequestSchema.safeParse({ orderId: 1, ...values });
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    if (issue.path[0] === 'rating') errors.rating = CHOOSE_RATING_MESSAGE;
    if (issue.path[0] === 'comment') errors.comment = COMMENT_TOO_LONG_MESSAGE;
  }
  return errors;
}
