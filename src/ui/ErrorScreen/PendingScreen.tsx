import { Spinner } from '../Spinner/Spinner';
import * as styles from './ErrorScreen.css';

/** Shown while a route's code or data takes longer than the router's pending threshold. */
export function PendingScreen() {
  return (
    <div className={styles.pending}>
      <Spinner label="Loading page" />
    </div>
  );
}
