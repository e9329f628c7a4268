import { type ErrorComponentProps, SearchParamError } from '@tanstack/react-router';
import { ErrorScreen } from '../../ui/ErrorScreen/ErrorScreen';
import { NotFoundScreen } from './NotFoundScreen';

/** A route that rejects its parameters is a page that does not exist; anything else is ours. */
export function RouteError({ error }: ErrorComponentProps) {
  if (error instanceof SearchParamError) return <NotFoundScreen wording="Page Not Found" />;
  return (
    <ErrorScreen status={500} message={error instanceof Error ? error.message : String(error)} />
  );
}
