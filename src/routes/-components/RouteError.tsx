import { type ErrorComponentProps, SearchParamError, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorScreen } from '../../ui/ErrorScreen/ErrorScreen';
import { NotFoundScreen } from './NotFoundScreen';

/**
 * A route that rejects its parameters is a page that does not exist ('Page Not Found: /path');
 * anything else that goes wrong while a page loads or draws is ours: the 500 screen, with a
 * way to try again or go home, and the error logged for us.
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const notFound = error instanceof SearchParamError;
  useEffect(() => {
    if (!notFound) console.error('A page could not be shown:', error);
  }, [error, notFound]);
  if (notFound) return <NotFoundScreen wording="Page Not Found" />;
  return (
    <ErrorScreen
      status={500}
      message={error instanceof Error ? error.message : String(error)}
      // Runs the page's loaders again, which also clears this error.
      onRetry={() => void router.invalidate()}
    />
  );
}
