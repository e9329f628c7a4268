import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from './primitives';

export const FEEDBACK_MIN_RATING = 1;
export const FEEDBACK_MAX_RATING = 5;

const ratingSchema = z.int().min(FEEDBACK_MIN_RATING).max(FEEDBACK_MAX_RATING);

/** The customer's rating of one order's service. */
export const feedbackRequestSchema = z.object({
  orderId: idSchema,
  rating: ratingSchema,
  comment: z.string().trim().max(2000).default(''),
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
