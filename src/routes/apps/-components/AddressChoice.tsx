import { useRef } from 'react';
import { findAddresses } from '../../../api/addresses';
import type { Address, AddressInput, LookedUpAddress } from '../../../domain/addresses';
import { addressOneLine } from '../../../domain/addresses';
import type { AddressFindResult } from '../../../ui/commerce/AddressLookup/AddressLookup';
import { AddressLookup } from '../../../ui/commerce/AddressLookup/AddressLookup';

function toAddressInput(address: LookedUpAddress): AddressInput {
  return {
    addressType: 'Home',
    addressLine1: address.addressLine1,
    addressLine2: address.addressLine2,
    town: address.town,
    county: address.county,
    postcode: address.postcode,
    countryCode: address.countryCode,
    notificationEmail: null,
    notificationPhone: null,
  };
}

export interface AddressChoiceProps {
  legend: string;
  /** The customer's saved addresses, offered first. */
  addresses: readonly Address[];
  /** The address chosen so far (saved, or new and not saved yet). */
  draft: Address | AddressInput | null;
  onChoose: (address: Address | AddressInput) => void;
  busy: boolean;
  /** A problem saving the typed address, shown on the manual form. */
  error?: string | null;
}

/** A saved address, one looked up by postcode, or one typed in (GOV.UK address pattern). */
export function AddressChoice({
  legend,
  addresses,
  draft,
  onChoose,
  busy,
  error,
}: AddressChoiceProps) {
  const looked = useRef(new Map<string, LookedUpAddress>());

  async function find(postcode: string): Promise<AddressFindResult> {
    const result = await findAddresses({ postcode });
    if (!result.ok) return { error: result.message };
    looked.current = new Map(result.data.map((address, index) => [String(index), address]));
    return result.data.map((address, index) => ({
      id: String(index),
      label: addressOneLine(address),
    }));
  }

  return (
    <AddressLookup
      legend={legend}
      savedLegend={legend}
      savedAddresses={addresses.map((address) => ({
        addressId: address.addressId,
        label: addressOneLine(address),
        description: address.addressType,
      }))}
      selectedSavedId={draft && 'addressId' in draft ? draft.addressId : null}
      onSelectSaved={(addressId) => {
        const address = addresses.find((a) => a.addressId === addressId);
        if (address) onChoose(address);
      }}
      onFind={find}
      onSelect={(id) => {
        const address = looked.current.get(id);
        if (address) onChoose(toAddressInput(address));
      }}
      onManualSubmit={(values) =>
        onChoose({ ...values, notificationEmail: null, notificationPhone: null })
      }
      manualSubmitLabel="Use this address"
      manualFormError={error ?? undefined}
      busy={busy}
    />
  );
}
