import { createFileRoute } from '@tanstack/react-router';
import { ORDER_FUNNEL } from '../../domain/funnels';
import { projectFunnel } from '../../wiring/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import { useOrderFunnel } from './order/-components/useOrderActors';

export const Route = createFileRoute('/apps/order')({
  beforeLoad: async ({ context, location, preload }) => {
    const actors = await context.funnels.order();
    projectFunnel(ORDER_FUNNEL, actors.orderFunnel, { location, preload });
    return actors;
  },
  component: OrderFunnel,
});

function OrderFunnel() {
  return <FunnelFrame funnel={ORDER_FUNNEL} actor={useOrderFunnel()} />;
}
