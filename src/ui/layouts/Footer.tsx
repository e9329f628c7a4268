import { Link } from '@tanstack/react-router';
import { COMPANY } from '../../domain/company';
import {
  CUSTOMER_SERVICES_PHONE,
  CUSTOMER_SERVICES_PHONE_HREF,
  INFO_EMAIL,
} from '../../domain/contact';
import * as styles from './layouts.css';

const HELP_LINKS = [
  { to: '/faqs', label: 'FAQs' },
  { to: '/by-the-box-storage', label: 'By-the-box storage guide' },
  { to: '/apps/order/pricing', label: 'Get a price' },
] as const;

const LEGAL_LINKS = [
  { to: '/terms', label: 'Terms and conditions' },
  { to: '/privacy', label: 'Privacy policy' },
  { to: '/cookie-policy', label: 'Cookie policy' },
] as const;

/** Four columns on wide screens, two on tablets, one on phones; each starts on the same line. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div>
          <p className={styles.footerHeading}>Boxroom</p>
          <p className={styles.footerText}>
            Storage by the box, collected from your door across the UK and Ireland.
          </p>
        </div>
        <nav aria-labelledby="footer-help">
          <p id="footer-help" className={styles.footerHeading}>
            Help
          </p>
          <ul className={styles.footerLinks}>
            {HELP_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <p id="footer-legal" className={styles.footerHeading}>
            Legal
          </p>
          <ul className={styles.footerLinks}>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <p className={styles.footerHeading}>Contact us</p>
          <p className={styles.footerText}>
            <a href={CUSTOMER_SERVICES_PHONE_HREF}>{CUSTOMER_SERVICES_PHONE}</a>
          </p>
          <p className={styles.footerText}>
            <a href={`mailto:${INFO_EMAIL}`}>{INFO_EMAIL}</a>
          </p>
        </div>
      </div>
      <div className={styles.footerBottom}>
        <p className={styles.footerBottomText}>
          © {COMPANY.name}. Registered in England and Wales, company number {COMPANY.number}.
        </p>
      </div>
    </footer>
  );
}
