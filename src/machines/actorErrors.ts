import { ERROR_MESSAGES, FALLBACK_MESSAGE } from '../domain/errors';

/**
 * The message a failed actor leaves for the customer: the app's actors reject with the
 * message from `errorMessage`, so it is shown as it is; without one, the code table's.
 */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  const code = codeOf(error);
  return (code === null ? undefined : ERROR_MESSAGES[code]) ?? FALLBACK_MESSAGE;
}

/** The API error code a failed call carried (the app's actors reject with it), if any. */
export function codeOf(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

/** The default of every side-effect actor: machines get their work from `.provide()`. */
export function notProvided(machine: string, actor: string): Error {
  return new Error(`The app must provide the "${actor}" actor to the ${machine} machine.`);
}
