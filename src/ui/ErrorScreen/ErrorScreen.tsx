import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { errorPageTitle } from '../../domain/titles';
import { Button } from '../Button/Button';
import * as styles from './ErrorScreen.css';

export interface ErrorScreenProps {
  status: 404 | 500;
  /** 'Page not found: /path' and the like; becomes part of the page title. */
  message: string;
  /** Offered as 'Try again' on the 500 screen: loads the page once more. */
  onRetry?: (() => void) | undefined;
}

export function ErrorScreen({ status, message, onRetry }: ErrorScreenProps) {
  useEffect(() => {
    document.title = errorPageTitle(status, message);
  }, [status, message]);

  return (
    <section className={styles.screen} aria-labelledby="error-heading">
      {status === 404 ? (
        <>
          <h1 id="error-heading" className={styles.heading}>
            404 - Page Not Found
          </h1>
          <p className={styles.detail}>{message}</p>
          <p className={styles.detail}>
            Please check the URL for typing mistakes. Addresses on this site are in lower case.
          </p>
        </>
      ) : (
        <>
          <h1 id="error-heading" className={styles.heading}>
            500 - Internal Server Error
          </h1>
          <p className={styles.detail}>An unexpected error occurred!</p>
          {onRetry && (
            <p className={styles.detail}>
              <Button variant="secondary" onClick={onRetry}>
                Try again
              </Button>
            </p>
          )}
        </>
      )}
      <p className={styles.detail}>
        <Link to="/">Go to the home page</Link>
      </p>
    </section>
  );
}
