/** `orders.status` values the server writes or reads. */
export const OrderStatus = {
  Booked: 'Booked',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
} as const;
