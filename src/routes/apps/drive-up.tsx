import { createFileRoute, redirect } from '@tanstack/react-router';
import { DRIVE_UP_FUNNEL } from '../../domain/funnels';
import { projectFunnel } from '../../wiring/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import { useDriveUpFunnel } from './drive-up/-components/useDriveUpActors';

export const Route = createFileRoute('/apps/drive-up')({
  beforeLoad: async ({ context, location, preload }) => {
    // A unit is let to an account: sign in first, then come back here.
    if (!context.isSignedIn()) {
      throw redirect({ to: '/apps/signin', search: { redirect: location.href } });
    }
    const actors = await context.funnels.driveUp();
    projectFunnel(DRIVE_UP_FUNNEL, actors.driveUpFunnel, { location, preload });
    return actors;
  },
  component: DriveUpFunnel,
});

function DriveUpFunnel() {
  return <FunnelFrame funnel={DRIVE_UP_FUNNEL} actor={useDriveUpFunnel()} />;
}
