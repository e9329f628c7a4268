/**
 * Runs `work` once the page has painted its first content, so what it loads (a call and its
 * schema) never holds up that paint; at once where the browser cannot tell (tests, old
 * browsers) or has painted already. Returns a cancel.
 */
export function afterFirstPaint(work: () => void): () => void {
  const painted = () => performance.getEntriesByName('first-contentful-paint', 'paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || painted()) {
    work();
    return () => {};
  }
  let done = false;
  const observer = new PerformanceObserver(() => {
    if (done || !painted()) return;
    done = true;
    observer.disconnect();
    work();
  });
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    work();
    return () => {};
  }
  return () => {
    done = true;
    observer.disconnect();
  };
}
