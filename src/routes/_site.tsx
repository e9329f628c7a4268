import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DefaultLayout } from '../ui/layouts/DefaultLayout';
import { useSignedIn } from './-lib/useSignedIn';
import { useSignOut } from './-lib/useSignOut';

export const Route = createFileRoute('/_site')({
  component: SiteLayout,
});

function SiteLayout() {
  const signOut = useSignOut();
  const signedIn = useSignedIn();
  return (
    <DefaultLayout signedIn={signedIn} onSignOut={signOut}>
      <Outlet />
    </DefaultLayout>
  );
}
