import { fromPromise } from 'xstate';
import {
  createAddress,
  deleteAddress,
  findAddresses,
  listAddresses,
  updateAddress,
} from '../api/addresses';
import { changePassword } from '../api/auth';
import { editCustomer, getCustomer } from '../api/customer';
import type { LookedUpAddress } from '../domain/addresses';
import { addressBookMachine } from '../machines/addressBook.machine';
import { changePasswordMachine } from '../machines/changePassword.machine';
import { myDetailsMachine } from '../machines/myDetails.machine';
import { unwrapResult } from './callResult';
import type { SessionActor } from './context';
import { notifications } from './notifications';

export const DETAILS_SAVED_MESSAGE = 'Your details have been saved';

/** My details: saved, then re-read, and the session's user follows. */
export function myDetailsMachineFor(session: SessionActor) {
  return myDetailsMachine.provide({
    actors: {
      saveDetails: fromPromise(async ({ input }) => {
        unwrapResult(await editCustomer(input.customerId, input.changes, input.currentPassword));
        return unwrapResult(await getCustomer());
      }),
    },
    actions: {
      detailsSaved: (_, { user }) => {
        session.send({ type: 'session.userUpdated', user });
        notifications.post({ title: DETAILS_SAVED_MESSAGE, type: 'success' });
      },
    },
  });
}

export const appAddressBookMachine = addressBookMachine.provide({
  actors: {
    loadAddresses: fromPromise(async ({ input }) =>
      unwrapResult(await listAddresses(input.customerId)),
    ),
    saveAddress: fromPromise(async ({ input }) => {
      if (input.addressId === null) {
        unwrapResult(await createAddress(input.customerId, input.address));
      } else {
        unwrapResult(await updateAddress(input.addressId, input.address));
      }
      return unwrapResult(await listAddresses(input.customerId));
    }),
    deleteAddress: fromPromise(async ({ input }) => {
      unwrapResult(await deleteAddress(input.addressId));
      return unwrapResult(await listAddresses(input.customerId));
    }),
  },
  actions: {
    announce: (_, { message }) => notifications.post({ title: message, type: 'success' }),
  },
});

export const appChangePasswordMachine = changePasswordMachine.provide({
  actors: {
    changePassword: fromPromise(async ({ input }) => {
      unwrapResult(await changePassword(input));
    }),
  },
});

/** The postcode lookup behind the address form: every address at a postcode. */
export async function lookUpPostcode(postcode: string): Promise<LookedUpAddress[]> {
  return unwrapResult(await findAddresses({ postcode }));
}
