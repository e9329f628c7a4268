import { useSelector } from '@xstate/react';
import { Page } from '../../../../../ui/layouts/Page';
import type { AddressBookActor, PostcodeLookup } from './AddressBook';
import { AddressBook } from './AddressBook';
import * as styles from './account.css';
import type { ChangePasswordActor } from './ChangePasswordForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import type { MyDetailsActor } from './MyDetailsForm';
import { MyDetailsForm } from './MyDetailsForm';

export interface AccountScreenProps {
  details: MyDetailsActor;
  addresses: AddressBookActor;
  password: ChangePasswordActor;
  lookUpPostcode: PostcodeLookup;
}

/** My details: the customer's fields, their saved addresses and their password. */
export function AccountScreen({
  details,
  addresses,
  password,
  lookUpPostcode,
}: AccountScreenProps) {
  // The stored email, not the one being typed, names the account for password managers.
  const storedEmail = useSelector(details, (state) => state.context.customer.email);
  return (
    <Page title="My details">
      <section className={styles.section} aria-labelledby="account-details-heading">
        <h2 id="account-details-heading" className={styles.sectionHeading}>
          Your details
        </h2>
        <MyDetailsForm actor={details} />
      </section>
      <section className={styles.section} aria-labelledby="account-addresses-heading">
        <h2 id="account-addresses-heading" className={styles.sectionHeading}>
          Addresses
        </h2>
        <AddressBook actor={addresses} lookUpPostcode={lookUpPostcode} />
      </section>
      <section className={styles.section} aria-labelledby="account-password-heading">
        <h2 id="account-password-heading" className={styles.sectionHeading}>
          Change password
        </h2>
        <ChangePasswordForm actor={password} email={storedEmail} />
      </section>
    </Page>
  );
}
