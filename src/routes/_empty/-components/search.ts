import { z } from 'zod';

/**
 * `?redirect=` on sign-in and sign-up: where to go once signed in. Only same-site paths are
 * accepted as a return address, so a link can't send people away.
 */
export const returnToSearch = z.object({
  redirect: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional()
    .catch(undefined),
});

/** `?token=…&email=…` from the emailed reset link; without both, the page asks for an email. */
export const resetSearch = z.object({
  token: z.string().trim().min(1).optional().catch(undefined),
  email: z.string().trim().min(1).optional().catch(undefined),
});
