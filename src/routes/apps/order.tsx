import { createFileRoute } from '@tanstack/react-router';
import { ORDER_FUNNEL } from '../../domain/funnels';
import { projectFunnel } from '../-lib/funnelRoute';
import { FunnelFrame } from './-components/FunnelFrame';
import { useOrderFunnel } from './order/-components/useOrderActors';

export const Route = createFileRoute('/apps/order')({
  beforeLoad: ({ context, location, preload }) =>
    projectFunnel(ORDER_FUNNEL, context.orderFunnel, { location, preload }),
  component: OrderFunnel,
});

function OrderFunnel() {
  return <FunnelFrame funnel={ORDER_FUNNEL} actor={useOrderFunnel()} />;
}
