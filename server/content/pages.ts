import type { ContentPage, ContentPageSlug } from '../../src/domain/content.ts';
import { BY_THE_BOX } from './by-the-box.ts';
import { COOKIE_POLICY } from './cookies.ts';
import { PRIVACY } from './privacy.ts';
import { TERMS } from './terms.ts';

/** The content service's pages by slug. Edited here and released with the app. */
export const CONTENT_PAGES: Record<ContentPageSlug, ContentPage> = {
  terms: TERMS,
  privacy: PRIVACY,
  'cookie-policy': COOKIE_POLICY,
  'by-the-box-storage': BY_THE_BOX,
};
