import { useRouterState } from '@tanstack/react-router';
import { ErrorScreen } from '../../ui/ErrorScreen/ErrorScreen';

/**
 * 'Page not found' for unknown routes; 'Page Not Found' when a known route rejects its
 * parameters (SPEC.md 2 keeps both wordings).
 */
export function NotFoundScreen({ wording }: { wording: 'Page not found' | 'Page Not Found' }) {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return <ErrorScreen status={404} message={`${wording}: ${pathname}`} />;
}
