import type { Result } from '../api/client';

/** A failed call as a rejection: its message is for the customer, its code for the machine. */
export class CallFailedError extends Error {
  readonly code: number | undefined;
  readonly status: number | undefined;

  constructor(message: string, code?: number, status?: number) {
    super(message);
    this.name = 'CallFailedError';
    this.code = code;
    this.status = status;
  }
}

/** The data of a successful call; a failure rejects with a `CallFailedError`. */
export function unwrapResult<T>(result: Result<T>): T {
  if (!result.ok) throw new CallFailedError(result.message, result.code, result.status);
  return result.data;
}
