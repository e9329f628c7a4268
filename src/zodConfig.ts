import { config } from 'zod';

/*
 * Zod compiles fast parsers with `new Function`, which the app's Content-Security-Policy
 * forbids: the browser would log a violation on the first parse. Imported by the API client,
 * which every page that parses loads before its first schema runs, so parsing never tries it.
 */
config({ jitless: true });
