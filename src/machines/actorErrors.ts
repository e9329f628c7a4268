import { FALLBACK_MESSAGE } from '../domain/errors';

/**
 * The message a failed actor leaves for the customer: the app's actors reject with the
 * message from `errorMessage`, so it is shown as it is.
 */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return FALLBACK_MESSAGE;
}

/** The default of every side-effect actor: machines get their work from `.provide()`. */
export function notProvided(machine: string, actor: string): Error {
  return new Error(`The app must provide the "${actor}" actor to the ${machine} machine.`);
}
