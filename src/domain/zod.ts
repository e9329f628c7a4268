import { config, z } from 'zod';

/*
 * The one place the app takes zod from. Zod compiles fast parsers with `new Function`, which
 * the app's Content-Security-Policy forbids in the browser, and it decides when each schema
 * is built, not when it parses: so this setting comes first, and every schema module imports
 * `z` from here. The server has no such policy and keeps the fast parsers.
 */
config({ jitless: typeof document !== 'undefined' });

export { z };
