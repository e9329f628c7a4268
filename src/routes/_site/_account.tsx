import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';

/** The five account pages: a signed-out visitor goes to sign in, then comes back here. */
export const Route = createFileRoute('/_site/_account')({
  beforeLoad: ({ context, location }) => {
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
  },
  component: Outlet,
});
