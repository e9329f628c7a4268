/* Document titles, which every page sets before anything else loads. */

/** The title of the home page, whose path has no last segment. */
export const HOME_TITLE = 'Home';

/**
 * The document title for a path: its last segment in title case ('/apps/my-stuff' →
 * 'My Stuff'). Query and hash are ignored; '/' and '' give 'Home'.
 */
export function pageTitle(pathname: string | null | undefined): string {
  const path = (pathname ?? '').split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  if (last === undefined) return HOME_TITLE;
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // A malformed escape is shown as typed rather than failing the whole page.
  }
  return decoded
    .split(/[-_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** The document title of an error page: the status code and the message. */
export function errorPageTitle(status: number, message: string): string {
  return `${status} ${message}`.trim();
}
