import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToHash } from '../../../src/wiring/hashScroll';

const options = { offset: 80, tries: 5, intervalMs: 100 };

function addTarget(id: string, top: number) {
  const target = document.createElement('section');
  target.id = id;
  target.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(target);
}

describe('scrollToHash, a deep link to an FAQ answer below the fold', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('scrolls the target clear of the sticky top bar', () => {
    addTarget('can-i-store-a-sofa', 500);
    scrollToHash('#can-i-store-a-sofa', options);
    expect(scrollTo).toHaveBeenCalledWith({ top: 420, behavior: 'smooth' });
  });

  it('finds a target with an encoded id', () => {
    addTarget('größe', 300);
    scrollToHash(`#${encodeURIComponent('größe')}`, options);
    expect(scrollTo).toHaveBeenCalledWith({ top: 220, behavior: 'smooth' });
  });

  it('waits for content that is still loading, then scrolls to it', () => {
    scrollToHash('#late', options);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    addTarget('late', 1000);
    vi.advanceTimersByTime(100);
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('gives up after its tries when the target never appears', () => {
    scrollToHash('#missing', options);
    vi.advanceTimersByTime(options.tries * options.intervalMs);
    addTarget('missing', 10);
    vi.advanceTimersByTime(10 * options.intervalMs);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll once the customer has navigated on (cancelled)', () => {
    const cancel = scrollToHash('#late', options);
    cancel();
    addTarget('late', 1000);
    vi.advanceTimersByTime(10 * options.intervalMs);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does nothing for an empty hash', () => {
    addTarget('', 0);
    scrollToHash('#', options);
    vi.advanceTimersByTime(10 * options.intervalMs);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
