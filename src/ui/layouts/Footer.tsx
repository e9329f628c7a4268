import { Link } from '@tanstack/react-router';
import {
  CUSTOMER_SERVICES_PHONE,
  CUSTOMER_SERVICES_PHONE_HREF,
  INFO_EMAIL,
} from '../../domain/contact';
import * as styles from './layouts.css';

const FOOTER_LINKS = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/terms', label: 'Terms and conditions' },
  { to: '/privacy', label: 'Privacy policy' },
  { to: '/cookie-policy', label: 'Cookie policy' },
] as const;

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label="Footer">
          <ul className={styles.footerLinks}>
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          Questions? Call <a href={CUSTOMER_SERVICES_PHONE_HREF}>{CUSTOMER_SERVICES_PHONE}</a> or
          email <a href={`mailto:${INFO_EMAIL}`}>{INFO_EMAIL}</a>. © Boxroom
        </p>
      </div>
    </footer>
  );
}
