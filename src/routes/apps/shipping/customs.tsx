import { createFileRoute } from '@tanstack/react-router';
import { CustomsStep } from './-components/CustomsStep';
import { useShippingFunnel } from './-components/useShippingActors';

export const Route = createFileRoute('/apps/shipping/customs')({
  component: CustomsStepRoute,
});

function CustomsStepRoute() {
  return <CustomsStep funnel={useShippingFunnel()} />;
}
