import { createFileRoute, Outlet, useRouteContext } from '@tanstack/react-router';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { useSignOut } from './-lib/useSignOut';

export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});

function SiteLayout() {
  const signOut = useSignOut();
  const signedIn = useRouteContext({ from: '/_site', select: (context) => context.isSignedIn() });
  return (
    <DefaultLayout signedIn={signedIn} onSignOut={signOut}>
      <Outlet />
    </DefaultLayout>
  );
}
