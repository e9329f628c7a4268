import { z } from 'zod';

/*
 * Zod compiles fast parsers with `new Function`, which the app's Content-Security-Policy
 * forbids: the browser would log a violation on the first parse. Imported first by main.tsx,
 * before any schema runs, so parsing never tries it.
 */
z.config({ jitless: true });
