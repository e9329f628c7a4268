import type { FormEvent, ReactNode } from 'react';
import { useId, useState } from 'react';
import type { AddressType } from '../../../domain/addresses';
import { ADDRESS_TYPE_LABELS } from '../../../domain/addresses';
import type { CountryCode } from '../../../domain/catalogue';
import { COUNTRY_CODES } from '../../../domain/catalogue';
import { Alert } from '../../Alert/Alert';
import { Button } from '../../Button/Button';
import { cx } from '../../cx';
import type { ErrorSummaryItem } from '../../ErrorSummary/ErrorSummary';
import { ErrorSummary } from '../../ErrorSummary/ErrorSummary';
import { Select } from '../../Select/Select';
import { TextField } from '../../TextField/TextField';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import * as styles from './AddressForm.css';
import { isPostcodeFormat, tidyPostcode } from './postcode';

export type AddressFormValues = {
  addressType: AddressType;
  addressLine1: string;
  addressLine2: string;
  town: string;
  county: string;
  /** Optional for Ireland, where many addresses are used without an Eircode. */
  postcode: string;
  countryCode: CountryCode;
};

export type AddressField = keyof AddressFormValues;
export type AddressFormErrors = Partial<Record<AddressField, string>>;

export type AddressFormProps = {
  /** Starting values; the form keeps what is typed from then on, through any errors. */
  defaultValues?: Partial<AddressFormValues>;
  /** Messages from the server, by field. Shown with the form's own checks. */
  errors?: AddressFormErrors;
  /** A message from the server not about one field. */
  formError?: ReactNode;
  /** Called with tidied values once the form's own checks pass. */
  onSubmit: (values: AddressFormValues) => void;
  /** Every edit, so a parent can keep the draft when the form is hidden. */
  onValuesChange?: (values: AddressFormValues) => void;
  submitLabel?: ReactNode;
  busy?: boolean;
  /** Hide the Home/Work/Other choice where it means nothing (a one-off delivery). */
  showAddressType?: boolean;
  legend?: ReactNode;
  legendHidden?: boolean;
  /** Prefix of the field ids (`${idPrefix}-addressLine1`) for links from elsewhere. */
  idPrefix?: string;
  /** Show the form's error summary; off when the page shows its own. */
  showErrorSummary?: boolean;
  /** Extra controls beside the submit button (Cancel, "Search by postcode instead"). */
  secondaryActions?: ReactNode;
  className?: string;
};

export const COUNTRY_NAMES: Record<CountryCode, string> = {
  GB: 'United Kingdom',
  IE: 'Ireland',
};

const FIELD_ORDER: readonly AddressField[] = [
  'addressType',
  'countryCode',
  'addressLine1',
  'addressLine2',
  'town',
  'county',
  'postcode',
];

const EMPTY: AddressFormValues = {
  addressType: 'Home',
  addressLine1: '',
  addressLine2: '',
  town: '',
  county: '',
  postcode: '',
  countryCode: 'GB',
};

/** The GOV.UK messages for what the form itself can check. */
export function validateAddress(values: AddressFormValues): AddressFormErrors {
  const errors: AddressFormErrors = {};
  const line1 = values.addressLine1.trim();
  if (line1 === '') errors.addressLine1 = 'Enter address line 1, typically the building and street';
  else if (line1.length > 100)
    errors.addressLine1 = 'Address line 1 must be 100 characters or less';
  if (values.addressLine2.trim().length > 100) {
    errors.addressLine2 = 'Address line 2 must be 100 characters or less';
  }
  const town = values.town.trim();
  if (town === '') errors.town = 'Enter town or city';
  else if (town.length > 60) errors.town = 'Town or city must be 60 characters or less';
  if (values.county.trim().length > 60) errors.county = 'County must be 60 characters or less';
  const postcode = values.postcode.trim();
  if (values.countryCode === 'GB') {
    if (postcode === '') errors.postcode = 'Enter postcode';
    else if (!isPostcodeFormat(postcode, 'GB')) errors.postcode = 'Enter a full UK postcode';
  } else if (postcode !== '' && !isPostcodeFormat(postcode, 'IE')) {
    errors.postcode = 'Enter a real Eircode, like D02 X285';
  }
  return errors;
}

function tidy(values: AddressFormValues): AddressFormValues {
  return {
    ...values,
    addressLine1: values.addressLine1.trim(),
    addressLine2: values.addressLine2.trim(),
    town: values.town.trim(),
    county: values.county.trim(),
    postcode: tidyPostcode(values.postcode),
  };
}

function isAddressType(value: string): value is AddressType {
  return (ADDRESS_TYPE_LABELS as readonly string[]).includes(value);
}

function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/**
 * Manual address entry in the GOV.UK pattern: labels above fields, the postcode last and
 * optional for Ireland, an error summary that takes focus and links to each field. What was
 * typed stays through errors from the form or the server.
 */
export function AddressForm({
  defaultValues,
  errors: serverErrors = {},
  formError,
  onSubmit,
  onValuesChange,
  submitLabel = 'Use this address',
  busy = false,
  showAddressType = true,
  legend = 'Enter your address',
  legendHidden = false,
  idPrefix,
  showErrorSummary = true,
  secondaryActions,
  className,
}: AddressFormProps) {
  const generatedId = useId();
  const prefix = idPrefix ?? generatedId;
  const fieldId = (field: AddressField) => `${prefix}-${field}`;
  const [values, setValues] = useState<AddressFormValues>(() => ({
    ...EMPTY,
    ...defaultValues,
  }));
  const [checkErrors, setCheckErrors] = useState<AddressFormErrors>({});
  const errors: AddressFormErrors = { ...serverErrors, ...checkErrors };
  const summaryItems: ErrorSummaryItem[] = FIELD_ORDER.flatMap((field) => {
    const message = errors[field];
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

  function update<F extends AddressField>(field: F, value: AddressFormValues[F]) {
    const next = { ...values, [field]: value };
    setValues(next);
    onValuesChange?.(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateAddress(values);
    setCheckErrors(found);
    if (Object.keys(found).length === 0) onSubmit(tidy(values));
  }

  const postcodeOptional = values.countryCode === 'IE';
  const text = (field: Exclude<AddressField, 'addressType' | 'countryCode'>) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  return (
    <form className={cx(styles.form, className)} noValidate onSubmit={handleSubmit}>
      {showErrorSummary && <ErrorSummary errors={summaryItems} />}
      {formError && (
        <Alert type="danger" className={styles.formError}>
          {formError}
        </Alert>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          {legendHidden ? <VisuallyHidden>{legend}</VisuallyHidden> : legend}
        </legend>
        {showAddressType && (
          <Select
            id={fieldId('addressType')}
            name="addressType"
            label="Address type"
            width="sm"
            value={values.addressType}
            error={errors.addressType}
            onChange={(event) => {
              if (isAddressType(event.target.value)) update('addressType', event.target.value);
            }}
          >
            {ADDRESS_TYPE_LABELS.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        )}
        <Select
          id={fieldId('countryCode')}
          name="countryCode"
          label="Country"
          width="md"
          autoComplete="country"
          value={values.countryCode}
          error={errors.countryCode}
          onChange={(event) => {
            if (isCountryCode(event.target.value)) update('countryCode', event.target.value);
          }}
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {COUNTRY_NAMES[code]}
            </option>
          ))}
        </Select>
        <TextField {...text('addressLine1')} label="Address line 1" autoComplete="address-line1" />
        <TextField
          {...text('addressLine2')}
          label="Address line 2 (optional)"
          autoComplete="address-line2"
        />
        <TextField
          {...text('town')}
          label="Town or city"
          width="lg"
          autoComplete="address-level2"
        />
        <TextField {...text('county')} label="County (optional)" width="lg" />
        <TextField
          {...text('postcode')}
          label={postcodeOptional ? 'Eircode (optional)' : 'Postcode'}
          width="sm"
          autoComplete="postal-code"
          spellCheck={false}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {secondaryActions}
      </div>
    </form>
  );
}
