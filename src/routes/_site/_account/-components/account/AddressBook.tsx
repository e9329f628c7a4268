import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type {
  Address,
  AddressInput,
  AddressType,
  LookedUpAddress,
} from '../../../../../domain/addresses';
import { ADDRESS_TYPE_LABELS, addressOneLine } from '../../../../../domain/addresses';
import type { addressBookMachine } from '../../../../../machines/addressBook.machine';
import { addressBeingEdited } from '../../../../../machines/addressBook.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import type { AddressFormValues } from '../../../../../ui/commerce/AddressForm/AddressForm';
import type { AddressFindResult } from '../../../../../ui/commerce/AddressLookup/AddressLookup';
import { AddressLookup } from '../../../../../ui/commerce/AddressLookup/AddressLookup';
import { Dialog, DialogClose } from '../../../../../ui/Dialog/Dialog';
import { Select } from '../../../../../ui/Select/Select';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { VisuallyHidden } from '../../../../../ui/VisuallyHidden/VisuallyHidden';
import * as styles from './account.css';

export type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;

/** Every address at a postcode (`POST /api/address/find`); a failure rejects. */
export type PostcodeLookup = (postcode: string) => Promise<LookedUpAddress[]>;

export interface AddressBookProps {
  actor: AddressBookActor;
  lookUpPostcode: PostcodeLookup;
}

function isAddressType(value: string): value is AddressType {
  return (ADDRESS_TYPE_LABELS as readonly string[]).includes(value);
}

/** The customer's saved addresses: Home, Work or Other, added, edited and deleted here. */
export function AddressBook({ actor, lookUpPostcode }: AddressBookProps) {
  const loading = useSelector(actor, (state) => state.matches('loading'));
  const failed = useSelector(actor, (state) => state.matches('failed'));
  const editing = useSelector(
    actor,
    (state) => state.matches('editing') || state.matches('saving'),
  );
  const error = useSelector(actor, (state) => state.context.error);

  return (
    <>
      {error && (
        <Alert
          type="danger"
          className={styles.notice}
          onClose={() => actor.send({ type: 'addressBook.errorDismissed' })}
        >
          {error}
        </Alert>
      )}
      {loading ? (
        <Spinner label="Loading your addresses" />
      ) : failed ? (
        <>
          <p className={styles.muted}>We could not load your addresses.</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'addressBook.retry' })}>
            Try again
          </Button>
        </>
      ) : editing ? (
        <AddressEditor actor={actor} lookUpPostcode={lookUpPostcode} />
      ) : (
        <AddressList actor={actor} />
      )}
      <DeleteAddressDialog actor={actor} />
    </>
  );
}

function AddressList({ actor }: { actor: AddressBookActor }) {
  const addresses = useSelector(actor, (state) => state.context.addresses);
  return (
    <>
      {addresses.length === 0 ? (
        <p className={styles.muted}>
          You have no saved addresses yet. Add one to choose it quickly when you book.
        </p>
      ) : (
        <ul className={styles.addressList} aria-label="Your addresses">
          {addresses.map((address) => (
            <AddressRow key={address.addressId} actor={actor} address={address} />
          ))}
        </ul>
      )}
      <Button variant="secondary" onClick={() => actor.send({ type: 'addressBook.add' })}>
        Add an address
      </Button>
    </>
  );
}

function AddressRow({ actor, address }: { actor: AddressBookActor; address: Address }) {
  const line = addressOneLine(address);
  return (
    <li className={styles.addressItem}>
      <span className={styles.addressText}>
        <span className={styles.addressType}>{address.addressType}</span>
        <span>{line}</span>
      </span>
      <span className={styles.addressActions}>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => actor.send({ type: 'addressBook.edit', addressId: address.addressId })}
        >
          Edit <VisuallyHidden>{line}</VisuallyHidden>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => actor.send({ type: 'addressBook.delete', addressId: address.addressId })}
        >
          Delete <VisuallyHidden>{line}</VisuallyHidden>
        </Button>
      </span>
    </li>
  );
}

/**
 * Adding starts with a postcode lookup (manual entry one link away); editing opens the
 * typed-in form with the stored address. The type (Home, Work, Other) is chosen first.
 */
function AddressEditor({ actor, lookUpPostcode }: AddressBookProps) {
  const existing = useSelector(actor, (state) => addressBeingEdited(state.context));
  const saving = useSelector(actor, (state) => state.hasTag('busy'));
  const formError = useSelector(actor, (state) => state.context.formError);
  const [addressType, setAddressType] = useState<AddressType>(existing?.addressType ?? 'Home');
  const [picked, setPicked] = useState<LookedUpAddress | null>(null);
  const found = useRef<LookedUpAddress[]>([]);

  function save(
    address: Omit<AddressInput, 'addressType' | 'notificationEmail' | 'notificationPhone'>,
  ) {
    actor.send({
      type: 'addressBook.save',
      address: {
        ...address,
        addressType,
        // Contact details for deliveries belong to the address and are kept as they were.
        notificationEmail: existing?.notificationEmail ?? null,
        notificationPhone: existing?.notificationPhone ?? null,
      },
    });
  }

  async function find(postcode: string): Promise<AddressFindResult> {
    const addresses = await lookUpPostcode(postcode);
    found.current = addresses;
    setPicked(null);
    return addresses.map((address, index) => ({
      id: String(index),
      label: addressOneLine(address),
    }));
  }

  function saveManual(values: AddressFormValues) {
    const { addressType: _fromForm, ...address } = values;
    save(address);
  }

  const heading = existing ? 'Edit address' : 'Add an address';

  return (
    <section className={styles.editor} aria-label={heading}>
      <h3 className={styles.editorHeading}>{heading}</h3>
      <Select
        id="address-type"
        label="Address type"
        width="sm"
        value={addressType}
        onChange={(event) => {
          if (isAddressType(event.target.value)) setAddressType(event.target.value);
        }}
      >
        {ADDRESS_TYPE_LABELS.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </Select>
      {formError && (
        <Alert type="danger" className={styles.notice}>
          {formError}
        </Alert>
      )}
      <AddressLookup
        idPrefix="address-book"
        legend="Find the address"
        onFind={find}
        onSelect={(id) => setPicked(found.current[Number(id)] ?? null)}
        onManualSubmit={saveManual}
        manualDefaultValues={existing}
        manualSubmitLabel="Save address"
        showAddressType={false}
        busy={saving}
        defaultMode={existing ? 'manual' : 'lookup'}
        defaultPostcode={existing?.postcode ?? ''}
      />
      {picked && (
        <>
          <p className={styles.picked}>{addressOneLine(picked)}</p>
          <div className={styles.actions}>
            <Button loading={saving} onClick={() => save(picked)}>
              Save address
            </Button>
          </div>
        </>
      )}
      <Button
        variant="secondary"
        disabled={saving}
        onClick={() => actor.send({ type: 'addressBook.cancel' })}
      >
        Cancel
      </Button>
    </section>
  );
}

function DeleteAddressDialog({ actor }: { actor: AddressBookActor }) {
  const open = useSelector(
    actor,
    (state) => state.matches('confirmingDelete') || state.matches('deleting'),
  );
  const deleting = useSelector(actor, (state) => state.matches('deleting'));
  const line = useSelector(actor, (state) => {
    const address = state.context.addresses.find(
      (candidate) => candidate.addressId === state.context.pendingDeleteId,
    );
    return address ? addressOneLine(address) : '';
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) actor.send({ type: 'addressBook.cancel' });
      }}
      title="Delete this address?"
      description={line}
      footer={
        <>
          <Button
            variant="danger"
            loading={deleting}
            onClick={() => actor.send({ type: 'addressBook.confirmDelete' })}
          >
            Delete address
          </Button>
          <DialogClose asChild>
            <Button variant="secondary" disabled={deleting}>
              Cancel
            </Button>
          </DialogClose>
        </>
      }
    />
  );
}
