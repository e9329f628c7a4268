import { createFileRoute } from '@tanstack/react-router';
import { DriveUpCheckoutStep } from './-components/DriveUpCheckoutStep';
import { useDriveUpCheckout, useDriveUpFunnel } from './-components/useDriveUpActors';

export const Route = createFileRoute('/apps/drive-up/checkout')({
  component: DriveUpCheckoutStepRoute,
});

function DriveUpCheckoutStepRoute() {
  return <DriveUpCheckoutStep funnel={useDriveUpFunnel()} checkout={useDriveUpCheckout()} />;
}
