import { CUSTOMER_SERVICES_PHONE, CUSTOMER_SERVICES_PHONE_HREF } from '../../domain/contact';
import { TextLink } from '../TextLink/TextLink';
import * as styles from './layouts.css';

export function PhoneLink() {
  return (
    <TextLink
      href={CUSTOMER_SERVICES_PHONE_HREF}
      className={styles.phoneLink}
      aria-label={`Call us on ${CUSTOMER_SERVICES_PHONE}`}
      noVisitedStyle
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        />
      </svg>
      <span className={styles.phoneText}>{CUSTOMER_SERVICES_PHONE}</span>
    </TextLink>
  );
}
