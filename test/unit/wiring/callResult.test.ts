// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../src/api/client';
import { CallFailedError, unwrapResult } from '../../../src/wiring/callResult';

describe('unwrapResult, how an actor turns a call result into data or a rejection', () => {
  it('gives the data of a call that succeeded', () => {
    expect(unwrapResult(ok({ basketId: 12 }))).toEqual({ basketId: 12 });
  });

  it('rejects a failed call with the message for the customer and the code for the machine', () => {
    const attempt = () =>
      unwrapResult(fail('That card was declined.', { code: 1310, status: 400 }));
    expect(attempt).toThrow(CallFailedError);
    try {
      attempt();
    } catch (error) {
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({
        name: 'CallFailedError',
        message: 'That card was declined.',
        code: 1310,
        status: 400,
      });
    }
  });

  it('leaves code and status undefined when no response arrived (offline)', () => {
    try {
      unwrapResult(fail('You seem to be offline.'));
      expect.unreachable('a failure must reject');
    } catch (error) {
      expect(error).toMatchObject({ message: 'You seem to be offline.' });
      expect((error as CallFailedError).code).toBeUndefined();
      expect((error as CallFailedError).status).toBeUndefined();
    }
  });
});
