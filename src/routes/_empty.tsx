import { createFileRoute, Outlet } from '@tanstack/react-router';
import { EmptyLayout } from '../ui/layouts/EmptyLayout';

export const Route = createFileRoute('/_empty')({
  component: () => (
    <EmptyLayout>
      <Outlet />
    </EmptyLayout>
  ),
});
