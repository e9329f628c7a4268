export const inputs = [{ customerId: 7 }];

export const events = [
  { type: 'ordersPhone.save', phone: '07700 900 982' },
  { type: 'ordersPhone.save', phone: '07700 call me' },
  { type: 'ordersPhone.save', phone: '' },
  { type: 'xstate.done.actor.updatePhone', output: '+447700900982' },
  { type: 'xstate.error.actor.updatePhone', error: new Error('Something went wrong') },
];
