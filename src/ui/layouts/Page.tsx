import type { ReactNode } from 'react';
import { pageHeading } from './layouts.css';

/** A screen's heading and body; every screen has exactly one h1. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <>
      <h1 className={pageHeading}>{title}</h1>
      {children}
    </>
  );
}
