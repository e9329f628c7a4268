import { Link } from '@tanstack/react-router';
import { logo, logoMark } from './layouts.css';

export function Logo() {
  return (
    <Link to="/" className={logo} aria-label="Boxroom home">
      <svg className={logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="currentColor" />
        <path
          d="M8 12l8-4 8 4v9l-8 4-8-4zM8 12l8 4 8-4M16 16v9"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      Boxroom
    </Link>
  );
}
