import { CUSTOMER_SERVICES_PHONE } from './contact';

/**
 * Error codes carried as `errorCode` in error bodies of the main API.
 *
 * Codes 1 to 214 and 1310 that SPEC.md section 8 names are the provider's own and keep their
 * ids. The rest of the provider's table is not shown, so Boxroom's own server codes (marked
 * "Boxroom" below) take ids in 0..214 that the known table does not use.
 */
export const ErrorCode = {
  /** Boxroom: a request body, path or query failed schema validation. */
  ValidationFailed: 0,
  AddressNotFound: 1,
  BasketNotFound: 3,
  CannotDeleteDefaultCard: 13,
  EmailAlreadyRegisteredForCompetition: 15,
  InvalidEmailAddress: 17,
  MinimumOneMonthStorage: 25,
  CreditLimitExceeded: 29,
  PaymentNotTaken: 34,
  PaymentTakenBasketError: 37,
  DetainedItemsCannotBeReturned: 88,
  InvalidReferralCode: 131,
  InvalidPromotionCode: 155,
  OrderAlreadyPlaced: 160,
  NoDoorstepDeliveryOnSaturday: 172,
  NoReturnOnSaturday: 174,
  NoReturnOnSaturdayForBasket: 175,
  StorageUnitsNotAvailableInArea: 185,
  NotEnoughUnitsOnDropOffDay: 198,
  /** Boxroom: a main API call without integratorId=2. */
  IntegratorIdMissing: 200,
  /** Boxroom: the item does not exist or belongs to another customer. */
  NotFound: 201,
  /** Boxroom: wrong email or password at sign-in. */
  InvalidCredentials: 202,
  /** Boxroom: sign-in locked for a while after repeated failures. */
  TooManySignInAttempts: 203,
  /** Boxroom: sign-up with an email that already has an account. */
  EmailAlreadyRegistered: 204,
  /** Boxroom: new password shorter than PASSWORD_MIN_LENGTH. */
  PasswordTooShort: 205,
  /** Boxroom: new password longer than PASSWORD_MAX_LENGTH. */
  PasswordTooLong: 206,
  /** Boxroom: new password is on the common-passwords list. */
  PasswordTooCommon: 207,
  /** Boxroom: new password contains the account's email address (or its part before the @). */
  PasswordContainsEmail: 186,
  /** Boxroom: e-mail change link unknown, used, replaced by a newer one, or expired. */
  EmailChangeLinkInvalid: 184,
  /** Boxroom: password reset token unknown, used or expired. */
  ResetLinkInvalid: 208,
  /** Boxroom: change password with a wrong current password. */
  CurrentPasswordIncorrect: 209,
  /** Boxroom: uploaded image larger than MAX_IMAGE_BYTES. */
  FileTooLarge: 210,
  FeedbackAlreadySubmitted: 211,
  /** Boxroom: uploaded file is not an accepted image type. */
  UnsupportedFileType: 212,
  /** Boxroom: too many requests from one client in a short time. */
  RateLimited: 213,
  FeedbackAlreadySubmittedForOrder: 214,
  /** Boxroom: password and its confirmation differ. */
  PasswordsDoNotMatch: 190,
  /** Boxroom: the chosen timeslot is full or in the past. */
  TimeslotUnavailable: 191,
  /** Boxroom: checkout of a basket with nothing in it. */
  BasketEmpty: 192,
  /** Boxroom: the order can no longer be cancelled or edited. */
  OrderNotCancellable: 193,
  /** Boxroom: a call that needs sign-in was made without a bearer token. */
  SignInRequired: 194,
  /** Boxroom: the payment provider needs the customer to authenticate the card. */
  PaymentAuthenticationRequired: 195,
  /** Boxroom: the support-desk service could not be reached. */
  SupportDeskUnavailable: 196,
  /** Boxroom: the basket is being paid for, so it cannot change until checkout ends. */
  CheckoutInProgress: 197,
  /** Boxroom: a box already in an open order (or a checkout under way) cannot be booked again. */
  BoxAlreadyBooked: 187,
  /** Boxroom: the price changed since the customer saw it; the new quote needs a yes first. */
  PriceChanged: 199,
  /** Boxroom: feedback on an order that is not completed (or was cancelled). */
  FeedbackNotOpen: 189,
  /** Boxroom: deleting a box photo the provider took (read-only). */
  ImageReadOnly: 188,
  /** Boxroom: the database is down or too slow; the call can be tried again shortly. */
  ServiceUnavailable: 178,
  /** Boxroom: a fault on our side that the caller cannot fix. */
  InternalError: 179,
  /** Boxroom: a monthly bill is still unpaid after its last retry (arrears); no new returns. */
  AccountInArrears: 176,
  SessionExpired: 1310,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** Shown when nothing in an error tells us what happened. */
export const FALLBACK_MESSAGE = 'Something went wrong';

/** Shown when an error carries a code this table does not know. */
export const UNKNOWN_ERROR_MESSAGE = 'Unknown error has occurred';

export const ERROR_MESSAGES: Record<number, string> = {
  [ErrorCode.ValidationFailed]: 'The request is not valid',
  [ErrorCode.AddressNotFound]: 'Address cannot be found',
  [ErrorCode.BasketNotFound]: 'Basket not found',
  [ErrorCode.CannotDeleteDefaultCard]: 'Cannot delete default card',
  [ErrorCode.EmailAlreadyRegisteredForCompetition]:
    'Email address already registered for this competition',
  [ErrorCode.InvalidEmailAddress]: 'Invalid email address',
  [ErrorCode.MinimumOneMonthStorage]: 'Minimum of one month storage required',
  [ErrorCode.CreditLimitExceeded]: 'The credit limit on your account has been exceeded',
  [ErrorCode.PaymentNotTaken]: 'Payment not taken, please check your card details',
  [ErrorCode.PaymentTakenBasketError]: 'Payment taken but basket error, customer services advised',
  [ErrorCode.DetainedItemsCannotBeReturned]: `Detained items cannot be returned, please call customer services on ${CUSTOMER_SERVICES_PHONE}`,
  [ErrorCode.InvalidReferralCode]: 'Invalid referral code',
  [ErrorCode.InvalidPromotionCode]: 'Invalid promotion code',
  [ErrorCode.OrderAlreadyPlaced]: 'Your order has already been placed',
  [ErrorCode.NoDoorstepDeliveryOnSaturday]: 'Doorstep delivery is not available on Saturdays',
  [ErrorCode.NoReturnOnSaturday]: "Items can't be returned on a Saturday",
  [ErrorCode.NoReturnOnSaturdayForBasket]: "Items can't be returned on a Saturday",
  [ErrorCode.StorageUnitsNotAvailableInArea]: "Storage units aren't available in your area",
  [ErrorCode.NotEnoughUnitsOnDropOffDay]: 'Not enough units at this site on the drop-off day',
  [ErrorCode.IntegratorIdMissing]: 'The request must include integratorId=2',
  [ErrorCode.NotFound]: 'The item you asked for could not be found',
  [ErrorCode.InvalidCredentials]: 'The email or password is incorrect',
  [ErrorCode.TooManySignInAttempts]:
    'Too many sign-in attempts, please wait a few minutes and try again',
  [ErrorCode.EmailAlreadyRegistered]: 'An account with this email address already exists',
  [ErrorCode.PasswordTooShort]: 'Your password must be at least 8 characters long',
  [ErrorCode.PasswordTooLong]: 'Your password must be no more than 128 characters long',
  [ErrorCode.PasswordTooCommon]: 'This password is too common, please choose another',
  [ErrorCode.PasswordContainsEmail]: 'Your password must not contain your email address',
  [ErrorCode.ResetLinkInvalid]:
    'This password reset link is invalid or has expired, please request a new one',
  [ErrorCode.CurrentPasswordIncorrect]: 'Your current password is incorrect',
  [ErrorCode.EmailChangeLinkInvalid]:
    'This link has expired or has already been used. Change your email address again from My account to get a new one',
  [ErrorCode.FileTooLarge]: 'The file is too large, the maximum is 5 MB',
  [ErrorCode.FeedbackAlreadySubmitted]: 'Feedback already submitted for this order',
  [ErrorCode.UnsupportedFileType]: 'The file must be a JPEG, PNG or WebP image',
  [ErrorCode.RateLimited]: 'Too many requests, please wait a moment and try again',
  [ErrorCode.FeedbackAlreadySubmittedForOrder]: 'Feedback already submitted for this order',
  [ErrorCode.PasswordsDoNotMatch]: 'The passwords do not match',
  [ErrorCode.TimeslotUnavailable]: 'This timeslot is no longer available, please choose another',
  [ErrorCode.BasketEmpty]: 'Your basket is empty',
  [ErrorCode.OrderNotCancellable]: 'This order can no longer be changed or cancelled',
  [ErrorCode.SignInRequired]: 'Please sign in to continue',
  [ErrorCode.PaymentAuthenticationRequired]: 'Your bank needs you to confirm this payment',
  [ErrorCode.AccountInArrears]:
    'Your account has an unpaid balance. Pay it in Payments, then book your return.',
  [ErrorCode.SupportDeskUnavailable]: 'We could not reach our support desk, please try again later',
  [ErrorCode.CheckoutInProgress]:
    'Your payment is being processed, so the order cannot be changed until it finishes',
  [ErrorCode.BoxAlreadyBooked]:
    'This box is already booked in another order. It can be booked again once that order is done or cancelled',
  [ErrorCode.PriceChanged]:
    'The price has changed since you last saw it. Please check the new total before you pay',
  [ErrorCode.FeedbackNotOpen]: 'Feedback can be given once the order is complete',
  [ErrorCode.ImageReadOnly]: 'Photos taken by Boxroom cannot be deleted',
  [ErrorCode.ServiceUnavailable]:
    'The service is busy or briefly unavailable, please try again in a moment',
  [ErrorCode.InternalError]: 'Something went wrong on our side, please try again later',
  [ErrorCode.SessionExpired]: 'Your session has expired, please log in again',
};

type Bag = Record<string, unknown>;

function isBag(value: unknown): value is Bag {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

const MESSAGE_SOURCES = ['error_description', 'error', 'Message', 'errorCode', 'APICode'];

/**
 * Turns whatever reached a catch block into the error body to read: an ofetch FetchError
 * keeps the parsed body in `data`, and a raw JSON string is parsed.
 */
function toBody(errorOrBody: unknown): unknown {
  if (typeof errorOrBody === 'string') {
    const text = errorOrBody.trim();
    if (text.startsWith('{')) {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return errorOrBody;
      }
    }
    return errorOrBody;
  }
  if (isBag(errorOrBody) && !MESSAGE_SOURCES.some((key) => key in errorOrBody)) {
    if ('data' in errorOrBody && errorOrBody.data !== undefined && errorOrBody.data !== null) {
      return toBody(errorOrBody.data);
    }
  }
  return errorOrBody;
}

function codeOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value.trim());
  return undefined;
}

/** The numeric error code carried by a body or FetchError, if any. */
export function errorCode(errorOrBody: unknown): number | undefined {
  const body = toBody(errorOrBody);
  if (!isBag(body)) return undefined;
  return codeOf(body.errorCode) ?? codeOf(body.APICode);
}

/**
 * The message to show for a failed call, chosen in SPEC.md section 8's order: the OAuth
 * `error_description`, an `error` string or object message, an APICode body's `Message`, the
 * code table, and finally a general message.
 */
export function errorMessage(errorOrBody: unknown): string {
  const body = toBody(errorOrBody);
  if (typeof body === 'string') {
    // A plain-text body is shown as the server wrote it, but never an HTML error page.
    const text = body.trim();
    return text !== '' && !text.startsWith('<') ? text : FALLBACK_MESSAGE;
  }
  if (!isBag(body)) return FALLBACK_MESSAGE;

  const description = nonEmptyString(body.error_description);
  if (description) return description;

  const errorText = nonEmptyString(body.error);
  if (errorText) return errorText;
  if (isBag(body.error)) {
    const nested = nonEmptyString(body.error.message);
    if (nested) return nested;
  }

  const apiMessage = nonEmptyString(body.Message);
  if (apiMessage) return apiMessage;

  const code = errorCode(body);
  if (code !== undefined) return ERROR_MESSAGES[code] ?? UNKNOWN_ERROR_MESSAGE;

  return FALLBACK_MESSAGE;
}

/** True when the server says the bearer token is no longer valid. */
export function isSessionExpired(errorOrBody: unknown): boolean {
  return errorCode(errorOrBody) === ErrorCode.SessionExpired;
}

/** The 404 message for an unknown route. */
export function pageNotFoundMessage(path: string): string {
  return `Page not found: ${path}`;
}

/** The 404 message when a route's params or search fail validation. */
export function routeValidationNotFoundMessage(path: string): string {
  return `Page Not Found: ${path}`;
}

/** What the error screen shows for each status it knows. */
export const ERROR_SCREENS = {
  404: {
    heading: '404 - Page Not Found',
    advice: 'Please check the URL is correct and written in lower case.',
  },
  500: {
    heading: '500 - Internal Server Error',
    advice: 'An unexpected error occurred!',
  },
} as const;

/**
 * Shown when signing in straight after registering fails: registration answers the same for
 * a taken email (so it tells nobody who is a customer) and the owner is told by email.
 */
export const SIGN_UP_EMAIL_TAKEN_MESSAGE =
  'We could not sign you in with this email address. If you already have an account with it, we have emailed you.';
