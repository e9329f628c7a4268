import * as styles from './home.css';

/*
 * Drawn for Boxroom: simple line pictures in the brand colours, decorative only (the text
 * beside each says the same), so they are hidden from screen readers.
 */

export function PackIllustration() {
  return (
    <svg viewBox="0 0 160 120" className={styles.illustration} aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="60" ry="6" className={styles.shadowFill} />
      <path d="M36 50h88v56H36Z" className={styles.boxFill} />
      <path d="M36 50 20 34h88l16 16M124 50l16-16H52" className={styles.line} />
      <path d="M72 50h16v56H72Z" className={styles.tape} />
      <path d="M62 24c0-8 10-14 18-8 8-6 18 0 18 8" className={styles.line} />
      <path d="M48 76h14M48 84h10" className={styles.line} />
    </svg>
  );
}

export function VanIllustration() {
  return (
    <svg viewBox="0 0 160 120" className={styles.illustration} aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="64" ry="6" className={styles.shadowFill} />
      <path d="M14 40h84v54H14Z" className={styles.boxFill} />
      <path d="M98 56h26l20 20v18H98Z" className={styles.accentFill} />
      <path d="M106 62h16l12 12h-28Z" className={styles.windowFill} />
      <circle cx="40" cy="96" r="10" className={styles.wheel} />
      <circle cx="118" cy="96" r="10" className={styles.wheel} />
      <path d="M26 56h20v20H26Zm28 0h20v20H54Z" className={styles.line} />
      <path d="M4 60h6M0 70h10M6 80h6" className={styles.line} />
    </svg>
  );
}

export function StoreIllustration() {
  return (
    <svg viewBox="0 0 160 120" className={styles.illustration} aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="64" ry="6" className={styles.shadowFill} />
      <path d="M24 20v86M136 20v86M24 48h112M24 78h112" className={styles.line} />
      <path
        d="M32 28h26v20H32Zm32 0h30v20H64Zm36 8h28v12h-28ZM32 58h36v20H32Zm42 4h24v16H74Zm30-4h26v20h-26ZM40 86h30v20H40Zm36 0h22v20H76Z"
        className={styles.boxFill}
      />
      <path d="M118 84l10 10-10 10" className={styles.arrow} />
    </svg>
  );
}

export function HeroIllustration() {
  return (
    <svg
      viewBox="0 0 240 200"
      className={styles.heroIllustration}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="130" cy="100" r="88" className={styles.shadowFill} />
      <path d="M60 96h80v80H60Z" className={styles.boxFill} />
      <path d="M60 96 44 78h80l16 18" className={styles.line} />
      <path d="M92 96h16v80H92Z" className={styles.tape} />
      <path d="M146 120h60v56h-60Z" className={styles.boxFill} />
      <path d="M146 120l-10-12h60l10 12" className={styles.line} />
      <path d="M168 120h14v56h-14Z" className={styles.tape} />
      <path d="M112 30h56v44h-56Z" className={styles.accentFill} />
      <path d="M126 30v-8h28v8" className={styles.line} />
      <path d="M124 44v22M156 44v22" className={styles.line} />
    </svg>
  );
}
