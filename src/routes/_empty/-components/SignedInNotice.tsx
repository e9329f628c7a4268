import { Link } from '@tanstack/react-router';
import { Button } from '../../../ui/Button/Button';
import { Page } from '../../../ui/layouts/Page';
import { textLinkStyle } from '../../../ui/TextLink/TextLink.css';
import * as styles from './forms.css';

export interface SignedInNoticeProps {
  email: string | null;
  onSignOut: () => void;
}

/**
 * Sign-in and sign-up for someone already signed in: say so and offer the way on, rather than a
 * form that could only sign them in twice. It also bridges the moment between a successful
 * sign-in and the session's landing redirect.
 */
export function SignedInNotice({ email, onSignOut }: SignedInNoticeProps) {
  return (
    <Page title="You are signed in">
      <p className={styles.lead}>
        {email ? `You are signed in as ${email}.` : 'You are already signed in.'}
      </p>
      <ul className={styles.links}>
        <li>
          <Link to="/apps/my-stuff" className={textLinkStyle}>
            Go to My stuff
          </Link>
        </li>
        <li>
          <Link to="/" className={textLinkStyle}>
            Go to the home page
          </Link>
        </li>
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onSignOut}>
          Sign out
        </Button>
      </div>
    </Page>
  );
}
