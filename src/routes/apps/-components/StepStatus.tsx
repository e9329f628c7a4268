import type { ReactNode } from 'react';
import { FALLBACK_MESSAGE } from '../../../domain/errors';
import { Alert } from '../../../ui/Alert/Alert';
import { Button } from '../../../ui/Button/Button';
import { Spinner } from '../../../ui/Spinner/Spinner';

/** What a step shows while it loads, or when loading failed and can be tried again. */
export function StepStatus({
  loading,
  error,
  loadingLabel,
  onRetry,
  children,
}: {
  loading: boolean;
  error: string | null;
  loadingLabel: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (error !== null) {
    return (
      <Alert type="danger" title="Sorry, we couldn't load this step">
        {/* A call with no reason of its own (a gateway in trouble, no network) says what to do. */}
        <p>
          {error === FALLBACK_MESSAGE ? 'Please check your connection, then try again.' : error}
        </p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (loading) return <Spinner label={loadingLabel} />;
  return <>{children}</>;
}
