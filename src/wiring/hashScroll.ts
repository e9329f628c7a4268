export interface HashScrollOptions {
  offset: number;
  tries: number;
  intervalMs: number;
}

/**
 * Content below the fold may still be loading when the URL already names it, so the target
 * is looked for repeatedly; the offset keeps it clear of the sticky top bar.
 * Returns a cancel function for when the customer navigates on before it appears.
 */
export function scrollToHash(hash: string, options: HashScrollOptions): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return () => {};
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const attempt = () => {
    const target = document.getElementById(id);
    if (target) {
      const top = target.getBoundingClientRect().top + window.scrollY - options.offset;
      window.scrollTo({ top, behavior: 'smooth' });
      return;
    }
    tries += 1;
    if (tries < options.tries) timer = setTimeout(attempt, options.intervalMs);
  };

  attempt();
  return () => clearTimeout(timer);
}
