import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../Alert/Alert';
import { Button } from '../../Button/Button';
import { cx } from '../../cx';
import { Select } from '../../Select/Select';
import { TextField } from '../../TextField/TextField';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import type { AddressFormErrors, AddressFormValues } from '../AddressForm/AddressForm';
import { AddressForm } from '../AddressForm/AddressForm';
import { isEircode, isPostcodeFormat, tidyPostcode } from '../AddressForm/postcode';
import { LinkButton } from '../LinkButton/LinkButton';
import { RadioCards } from '../RadioCards/RadioCards';
import * as styles from './AddressLookup.css';

export type AddressOption = { id: string; label: string };

/** What `onFind` resolves to: the addresses at the postcode, or a message to show instead. */
export type AddressFindResult = readonly AddressOption[] | { error: string };

export type SavedAddressOption = {
  addressId: number;
  /** One line, e.g. from `addressOneLine`. */
  label: string;
  /** 'Home', 'Work' or 'Other'. */
  description?: ReactNode;
};

export type AddressLookupProps = {
  /** Looks up the postcode; a rejected promise shows a general lookup error. */
  onFind: (postcode: string) => Promise<AddressFindResult>;
  /** An address was picked from the list. */
  onSelect: (id: string) => void;
  /** The picked address, when the parent keeps it. */
  selectedId?: string;
  /** The manual form was sent with values that pass its checks. */
  onManualSubmit: (values: AddressFormValues) => void;
  manualErrors?: AddressFormErrors;
  manualFormError?: ReactNode;
  manualDefaultValues?: Partial<AddressFormValues>;
  manualSubmitLabel?: ReactNode;
  /** Hide Home/Work/Other on the manual form. */
  showAddressType?: boolean;
  /** The parent is saving the typed address; the manual form's button waits. */
  busy?: boolean;
  /** The customer's addresses, offered first as radios with "Use a new address". */
  savedAddresses?: readonly SavedAddressOption[];
  selectedSavedId?: number | null;
  onSelectSaved?: (addressId: number) => void;
  onUseNewAddress?: () => void;
  defaultPostcode?: string;
  /** Start on the manual form (editing an address that has no lookup id). */
  defaultMode?: 'lookup' | 'manual';
  legend?: ReactNode;
  savedLegend?: ReactNode;
  /** Shown when the lookup call fails. */
  lookupErrorText?: string;
  idPrefix?: string;
  className?: string;
};

type Lookup =
  | { status: 'idle' }
  | { status: 'finding' }
  | { status: 'found'; postcode: string; addresses: readonly AddressOption[] }
  | { status: 'failed'; message: string };

const NEW_ADDRESS = 'new';

export function addressCountText(count: number): string {
  return count === 1 ? '1 address found' : `${count} addresses found`;
}

/**
 * The GOV.UK "find an address" pattern: a postcode and a Find address button, then a list of
 * the addresses there, with manual entry always one link away. Saved addresses, when given,
 * come first as radios. Not a form itself, so it can sit inside a step's form; Enter in the
 * postcode field finds rather than submitting that form.
 */
export function AddressLookup({
  onFind,
  onSelect,
  selectedId,
  onManualSubmit,
  manualErrors,
  manualFormError,
  manualDefaultValues,
  manualSubmitLabel,
  showAddressType = true,
  busy = false,
  savedAddresses = [],
  selectedSavedId,
  onSelectSaved,
  onUseNewAddress,
  defaultPostcode = '',
  defaultMode = 'lookup',
  legend = 'Find your address',
  savedLegend = 'Which address?',
  lookupErrorText = 'Sorry, we cannot look up addresses right now. Enter the address manually.',
  idPrefix,
  className,
}: AddressLookupProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const postcodeId = `${prefix}-postcode`;
  const listId = `${prefix}-address`;
  const postcodeRef = useRef<HTMLInputElement>(null);
  const request = useRef(0);

  const [mode, setMode] = useState(defaultMode);
  const [postcode, setPostcode] = useState(defaultPostcode);
  const [postcodeError, setPostcodeError] = useState<string>();
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const [picked, setPicked] = useState<string>('');
  const [draft, setDraft] = useState<Partial<AddressFormValues>>(manualDefaultValues ?? {});
  const [savedChoice, setSavedChoice] = useState<number | typeof NEW_ADDRESS | undefined>(
    selectedSavedId ?? undefined,
  );
  // A lookup still running when the component goes away must not set state afterwards.
  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  const hasSaved = savedAddresses.length > 0;
  const showNew = !hasSaved || savedChoice === NEW_ADDRESS;
  const chosenId = selectedId ?? picked;

  async function find() {
    const typed = postcode.trim();
    const problem =
      typed === ''
        ? 'Enter a postcode'
        : isPostcodeFormat(typed)
          ? undefined
          : 'Enter a full UK postcode or Eircode';
    setPostcodeError(problem);
    if (problem) {
      setLookup({ status: 'idle' });
      postcodeRef.current?.focus();
      return;
    }
    const tidy = tidyPostcode(typed);
    const thisRequest = ++request.current;
    setLookup({ status: 'finding' });
    setPicked('');
    let result: AddressFindResult;
    try {
      result = await onFind(tidy);
    } catch {
      result = { error: lookupErrorText };
    }
    if (thisRequest !== request.current) return;
    if ('error' in result) {
      setLookup({ status: 'failed', message: result.error });
      return;
    }
    if (result.length === 0) {
      setLookup({ status: 'idle' });
      setPostcodeError(
        `We could not find any addresses for ${tidy}. Check the postcode or enter the address manually.`,
      );
      postcodeRef.current?.focus();
      return;
    }
    setLookup({ status: 'found', postcode: tidy, addresses: result });
  }

  function handlePostcodeKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  }

  function openManual() {
    const typed = tidyPostcode(postcode);
    setDraft((current) => {
      if (current.postcode || typed === '') return current;
      return { ...current, postcode: typed, ...(isEircode(typed) ? { countryCode: 'IE' } : {}) };
    });
    setMode('manual');
  }

  const status =
    lookup.status === 'finding'
      ? 'Finding addresses'
      : lookup.status === 'found'
        ? `${addressCountText(lookup.addresses.length)} for ${lookup.postcode}`
        : (postcodeError ?? '');

  return (
    <div className={cx(styles.root, className)}>
      {hasSaved && (
        <RadioCards
          id={`${prefix}-saved`}
          legend={savedLegend}
          value={savedChoice}
          onChange={(choice) => {
            setSavedChoice(choice);
            if (choice === NEW_ADDRESS) onUseNewAddress?.();
            else onSelectSaved?.(choice);
          }}
          options={[
            ...savedAddresses.map((address) => ({
              value: address.addressId as number | typeof NEW_ADDRESS,
              label: address.label,
              description: address.description,
            })),
            { value: NEW_ADDRESS, label: 'Use a new address' },
          ]}
        />
      )}

      {showNew && mode === 'manual' && (
        <AddressForm
          idPrefix={`${prefix}-manual`}
          defaultValues={draft}
          onValuesChange={setDraft}
          errors={manualErrors}
          formError={manualFormError}
          onSubmit={onManualSubmit}
          submitLabel={manualSubmitLabel}
          showAddressType={showAddressType}
          busy={busy}
          secondaryActions={
            <LinkButton onClick={() => setMode('lookup')}>Search by postcode instead</LinkButton>
          }
        />
      )}

      {showNew && mode === 'lookup' && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{legend}</legend>
          <div className={styles.findRow}>
            <TextField
              ref={postcodeRef}
              id={postcodeId}
              label="Postcode"
              hint="For example, SW4 7AB, or an Eircode like D02 X285"
              width="sm"
              autoComplete="postal-code"
              spellCheck={false}
              groupClassName={styles.postcodeGroup}
              value={postcode}
              error={postcodeError}
              onChange={(event) => setPostcode(event.target.value)}
              onKeyDown={handlePostcodeKey}
            />
            <Button
              variant="secondary"
              loading={lookup.status === 'finding'}
              onClick={() => void find()}
            >
              Find address
            </Button>
          </div>

          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {status}
          </VisuallyHidden>

          {lookup.status === 'failed' && (
            <Alert type="danger" className={styles.lookupError}>
              {lookup.message}
            </Alert>
          )}

          {lookup.status === 'found' && (
            <Select
              id={listId}
              label="Select an address"
              value={chosenId}
              onChange={(event) => {
                const id = event.target.value;
                setPicked(id);
                if (id !== '') onSelect(id);
              }}
            >
              <option value="" disabled>
                {addressCountText(lookup.addresses.length)}
              </option>
              {lookup.addresses.map((address) => (
                <option key={address.id} value={address.id}>
                  {address.label}
                </option>
              ))}
            </Select>
          )}

          <p className={styles.manualLink}>
            <LinkButton onClick={openManual}>
              {lookup.status === 'found'
                ? "I can't find my address in the list"
                : 'Enter address manually'}
            </LinkButton>
          </p>
        </fieldset>
      )}
    </div>
  );
}
