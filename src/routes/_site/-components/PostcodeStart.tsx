import { Link } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { lazyCall } from '../../../api/lazyCall';
import { normalisePostcode } from '../../../domain/postcodes';
import { Button } from '../../../ui/Button/Button';
import { TextField } from '../../../ui/TextField/TextField';
import * as styles from './home.css';

type Answer =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'covered'; postcode: string; ownVans: boolean }
  | { kind: 'failed'; message: string };

export function unknownPostcodeText(postcode: string): string {
  return `We could not find ${postcode}. Check the postcode or Eircode and try again`;
}

/**
 * The home page's start: a postcode says at once whether and how we collect there, then leads
 * to the quote; the quote is one click away without it too.
 */
export function PostcodeStart() {
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<Answer>({ kind: 'idle' });

  async function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const normalised = normalisePostcode(postcode);
    if (!normalised) {
      setError('Enter a full UK postcode or Eircode, like SW1A 1AA or D02 X285');
      setAnswer({ kind: 'idle' });
      return;
    }
    setError(null);
    setPostcode(normalised);
    setAnswer({ kind: 'checking' });
    // Loaded on first use, so the home page's first load carries no call or schema.
    const [addresses, result] = await Promise.all([
      lazyCall(async () =>
        (await import('../../../api/addresses')).findAddresses({ postcode: normalised }),
      ),
      lazyCall(async () =>
        (await import('../../../api/courier')).isInHouseCollectionPostcode(normalised, 'btb'),
      ),
    ]);
    // Well formed is not enough: a postcode with no addresses is one we cannot collect from.
    if (addresses.ok && addresses.data.length === 0) {
      setError(unknownPostcodeText(normalised));
      setAnswer({ kind: 'idle' });
      return;
    }
    setAnswer(
      result.ok
        ? {
            kind: 'covered',
            postcode: normalised,
            ownVans: result.data.isInHouseCollectionPostcode,
          }
        : { kind: 'failed', message: result.message },
    );
  }

  return (
    <div className={styles.start}>
      <form noValidate onSubmit={check} className={styles.postcodeForm}>
        <TextField
          label="Where should we collect from?"
          hint="Your postcode or Eircode"
          name="postcode"
          autoComplete="postal-code"
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          error={error}
          width="sm"
          groupClassName={styles.postcodeField}
        />
        <Button
          variant="secondary"
          type="submit"
          loading={answer.kind === 'checking'}
          className={styles.postcodeButton}
        >
          Check my postcode
        </Button>
      </form>
      <noscript>
        <p className={styles.answer}>
          Checking a postcode needs JavaScript, which is off in this browser. Get a price below, or
          call us to ask.
        </p>
      </noscript>
      <div aria-live="polite" className={styles.answer}>
        {answer.kind === 'covered' && (
          <p>
            <strong>Good news: we collect from {answer.postcode}.</strong>{' '}
            {answer.ownVans
              ? 'Our own vans serve your area, so Saturday collections are available too.'
              : 'Our courier collects Monday to Friday.'}
          </p>
        )}
        {answer.kind === 'failed' && <p>We could not check that postcode: {answer.message}</p>}
      </div>
      <Link to="/apps/order/pricing" className={styles.cta}>
        Get a price
      </Link>
    </div>
  );
}
