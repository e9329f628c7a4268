import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { Page } from '../../../ui/layouts/Page';

/** Only same-site paths are accepted as a return address, so a link can't send people away. */
const signInSearch = z.object({
  redirect: z
    .string()
    .regex(/^\/(?!\/)/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_empty/apps/signin')({
  validateSearch: signInSearch,
  component: SignInPage,
});

function SignInPage() {
  return <Page title="Sign in" />;
}
