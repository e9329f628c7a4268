import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, toPromise } from 'xstate';
import { PROGRESS_POLL_TIMEOUT_MS } from '../../src/domain/payments';
import { pollingWith } from '../../src/machines/paymentPolling.machine';

/** A polling run whose progress call answers `answers` in turn (the last one again after). */
function poll(answers: Array<{ status: string } | Error>, waitedMs = 0) {
  const calls = vi.fn();
  const machine = pollingWith(
    fromPromise(async ({ input }) => {
      calls(input);
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
  const actor = createActor(machine, { input: { request: { basketId: 41 }, waitedMs } }).start();
  return { actor, calls, done: toPromise(actor) };
}

afterEach(() => vi.useRealTimers());

describe('payment polling (the kit machine checkout, clear balance and setup intent invoke)', () => {
  it('asks after 1 s, then 2 s, with the caller’s request, until the payment is settled', async () => {
    vi.useFakeTimers();
    const { calls, done } = poll([{ status: 'processing' }, { status: 'succeeded' }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveBeenCalledWith({ basketId: 41 });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toEqual({
      outcome: 'succeeded',
      progress: { status: 'succeeded' },
      waitedMs: 3000,
    });
  });

  it.each([
    ['failed', 'failed'],
    ['requires_action', 'authenticationNeeded'],
  ])('a %s answer ends it as %s', async (status, outcome) => {
    vi.useFakeTimers();
    const { done } = poll([{ status }]);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toMatchObject({ outcome, progress: { status } });
  });

  it('a failed progress call is asked again rather than failing the payment', async () => {
    vi.useFakeTimers();
    const { calls, done } = poll([new Error('offline'), { status: 'succeeded' }]);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toMatchObject({ outcome: 'succeeded' });
    expect(calls).toHaveBeenCalledTimes(2);
  });

  it('time already waited counts: a poll that has waited its time ends at once, asking nothing', async () => {
    const { calls, done } = poll([{ status: 'processing' }], PROGRESS_POLL_TIMEOUT_MS);
    await expect(done).resolves.toEqual({
      outcome: 'timedOut',
      progress: null,
      waitedMs: PROGRESS_POLL_TIMEOUT_MS,
    });
    expect(calls).not.toHaveBeenCalled();
  });

  it('gives up after the time-out with the last answer, and stops asking', async () => {
    vi.useFakeTimers();
    const { calls, done } = poll([{ status: 'processing' }]);
    await vi.advanceTimersByTimeAsync(PROGRESS_POLL_TIMEOUT_MS + 5000);
    await expect(done).resolves.toMatchObject({
      outcome: 'timedOut',
      progress: { status: 'processing' },
    });
    const asked = calls.mock.calls.length;
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveBeenCalledTimes(asked);
  });
});
