import { pageHead } from '../domain/pageHead';

/**
 * The origin the page's own tags were written with (PUBLIC_URL, from the share image the
 * server wrote), else the page's origin.
 */
function publicOrigin(): string {
  const image = document.querySelector<HTMLMetaElement>('meta[property="og:image"]')?.content;
  try {
    if (image) return new URL(image).origin;
  } catch {
    // Not a URL: fall through to the page's own origin.
  }
  return window.location.origin;
}

function setMeta(selector: string, content: string | undefined): void {
  const element = document.querySelector<HTMLMetaElement>(selector);
  if (element && content !== undefined) element.content = content;
}

/**
 * After each navigation, the head tags a prerendered page carries describe the page now shown
 * (the title is set by the root route). Pages served as the bare shell have none to update.
 */
export function applyHead(pathname: string): void {
  const head = pageHead({ pathname, origin: publicOrigin() });
  setMeta('meta[name="description"]', head.description);
  setMeta('meta[property="og:description"]', head.description);
  setMeta('meta[name="twitter:description"]', head.description);
  setMeta('meta[property="og:title"]', head.title);
  setMeta('meta[name="twitter:title"]', head.title);
  setMeta('meta[property="og:url"]', head.canonical);
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical && head.canonical) canonical.href = head.canonical;
  else if (canonical) canonical.remove();
  const robots = document.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (head.robots && !robots) {
    const element = document.createElement('meta');
    element.name = 'robots';
    element.content = head.robots;
    document.head.append(element);
  } else if (!head.robots && robots) robots.remove();
}
