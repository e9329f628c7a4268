import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AddressFormErrors } from '../../../../src/ui/commerce/AddressForm/AddressForm';
import { AddressForm } from '../../../../src/ui/commerce/AddressForm/AddressForm';
import type { AddressFindResult } from '../../../../src/ui/commerce/AddressLookup/AddressLookup';
import { AddressLookup } from '../../../../src/ui/commerce/AddressLookup/AddressLookup';

const ESSEX_ROAD = [
  { id: 'gb-1', label: '112 Essex Road, London, N1 2SD' },
  { id: 'gb-2', label: '114 Essex Road, London, N1 2SD' },
];

function renderLookup(
  onFind: (postcode: string) => Promise<AddressFindResult> = async () => ESSEX_ROAD,
  extra: Partial<Parameters<typeof AddressLookup>[0]> = {},
) {
  const onSelect = vi.fn();
  const onManualSubmit = vi.fn();
  const find = vi.fn(onFind);
  render(
    <AddressLookup onFind={find} onSelect={onSelect} onManualSubmit={onManualSubmit} {...extra} />,
  );
  return { onSelect, onManualSubmit, find };
}

describe('AddressLookup', () => {
  it('finds the addresses at a postcode, counts them and reports the one picked', async () => {
    const user = userEvent.setup();
    const { find, onSelect } = renderLookup();

    await user.type(screen.getByLabelText('Postcode'), ' n12sd ');
    await user.click(screen.getByRole('button', { name: 'Find address' }));

    expect(find).toHaveBeenCalledWith('N1 2SD');
    const list = await screen.findByRole('combobox', { name: 'Select an address' });
    expect(screen.getByRole('option', { name: '2 addresses found' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 addresses found for N1 2SD');

    await user.selectOptions(list, '114 Essex Road, London, N1 2SD');
    expect(onSelect).toHaveBeenCalledWith('gb-2');
    expect(list).toHaveValue('gb-2');
    expect(
      screen.getByRole('button', { name: "I can't find my address in the list" }),
    ).toBeVisible();
  });

  it('finds with Enter in the postcode field', async () => {
    const user = userEvent.setup();
    const { find } = renderLookup();
    await user.type(screen.getByLabelText('Postcode'), 'N1 2SD{Enter}');
    expect(find).toHaveBeenCalledWith('N1 2SD');
    expect(await screen.findByRole('combobox', { name: 'Select an address' })).toBeVisible();
  });

  it('asks for a postcode, and for a real one, before looking anything up', async () => {
    const user = userEvent.setup();
    const { find } = renderLookup();
    const postcode = screen.getByLabelText('Postcode');

    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(postcode).toHaveAccessibleDescription(expect.stringContaining('Enter a postcode'));
    expect(postcode).toHaveFocus();

    await user.type(postcode, 'N1');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(postcode).toHaveAccessibleDescription(
      expect.stringContaining('Enter a full UK postcode or Eircode'),
    );
    expect(find).not.toHaveBeenCalled();
  });

  it('says when nothing is found and when the lookup fails', async () => {
    const user = userEvent.setup();
    const results: Array<() => Promise<AddressFindResult>> = [
      async () => [],
      async () => {
        throw new Error('500');
      },
      async () => ({ error: 'Address lookup is closed for maintenance' }),
    ];
    renderLookup(() => (results.shift() ?? (async () => []))());
    const postcode = screen.getByLabelText('Postcode');
    await user.type(postcode, 'SW4 7AB');

    await user.click(screen.getByRole('button', { name: 'Find address' }));
    await waitFor(() =>
      expect(postcode).toHaveAccessibleDescription(
        expect.stringContaining('We could not find any addresses for SW4 7AB'),
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Find address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry, we cannot look up addresses right now. Enter the address manually.',
    );

    await user.click(screen.getByRole('button', { name: 'Find address' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Address lookup is closed for maintenance',
      ),
    );
  });

  it('falls back to manual entry with the typed postcode, keeping values through errors', async () => {
    const user = userEvent.setup();
    const { onManualSubmit } = renderLookup();

    await user.type(screen.getByLabelText('Postcode'), 'sw4 7ab');
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));

    expect(screen.getByLabelText('Postcode')).toHaveValue('SW4 7AB');
    await user.type(screen.getByLabelText('Address line 1'), '3 Rectory Grove');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));

    // Town is missing: the summary takes focus and links to the field; typed values stay.
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(screen.getByRole('link', { name: 'Enter town or city' })).toBeVisible();
    expect(screen.getByLabelText('Address line 1')).toHaveValue('3 Rectory Grove');
    expect(onManualSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Enter town or city' }));
    expect(screen.getByLabelText('Town or city')).toHaveFocus();
    await user.keyboard('London');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(onManualSubmit).toHaveBeenCalledWith({
      addressType: 'Home',
      addressLine1: '3 Rectory Grove',
      addressLine2: '',
      town: 'London',
      county: '',
      postcode: 'SW4 7AB',
      countryCode: 'GB',
    });
  });

  it('keeps the manual draft when switching back to the postcode search and again', async () => {
    const user = userEvent.setup();
    renderLookup();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    await user.type(screen.getByLabelText('Address line 1'), '9 Shelbourne Road');
    await user.click(screen.getByRole('button', { name: 'Search by postcode instead' }));
    expect(screen.getByRole('button', { name: 'Find address' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enter address manually' }));
    expect(screen.getByLabelText('Address line 1')).toHaveValue('9 Shelbourne Road');
  });

  it('offers saved addresses first, and the search only for a new address', async () => {
    const user = userEvent.setup();
    const onSelectSaved = vi.fn();
    const onUseNewAddress = vi.fn();
    renderLookup(undefined, {
      savedAddresses: [
        { addressId: 7, label: '3 Rectory Grove, London, SW4 7AB', description: 'Home' },
        { addressId: 9, label: '1 Canal Wharf, Leeds, LS11 5PS', description: 'Work' },
      ],
      onSelectSaved,
      onUseNewAddress,
    });
    expect(screen.queryByRole('button', { name: 'Find address' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '1 Canal Wharf, Leeds, LS11 5PS' }));
    expect(onSelectSaved).toHaveBeenCalledWith(9);

    await user.click(screen.getByRole('radio', { name: 'Use a new address' }));
    expect(onUseNewAddress).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Find address' })).toBeVisible();
  });
});

describe('AddressForm', () => {
  it('makes the postcode optional for Ireland and checks the Eircode format', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} showAddressType={false} />);
    await user.selectOptions(screen.getByLabelText('Country'), 'Ireland');
    await user.type(screen.getByLabelText('Address line 1'), '14 Herbert Place');
    await user.type(screen.getByLabelText('Town or city'), 'Dublin');
    await user.type(screen.getByLabelText('Eircode (optional)'), 'D02');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(screen.getByRole('link', { name: 'Enter a real Eircode, like D02 X285' })).toBeVisible();

    await user.clear(screen.getByLabelText('Eircode (optional)'));
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ countryCode: 'IE', postcode: '', town: 'Dublin' }),
    );
  });

  it('shows errors passed in from the server on their fields, with what was typed', async () => {
    const user = userEvent.setup();
    function SavingForm() {
      const [errors, setErrors] = useState<AddressFormErrors>({});
      return (
        <AddressForm
          idPrefix="home"
          errors={errors}
          onSubmit={() => setErrors({ postcode: 'We do not collect from this postcode' })}
        />
      );
    }
    render(<SavingForm />);
    await user.type(screen.getByLabelText('Address line 1'), '1 Canal Wharf');
    await user.type(screen.getByLabelText('Town or city'), 'Leeds');
    await user.type(screen.getByLabelText('Postcode'), 'LS11 5PS');
    await user.click(screen.getByRole('button', { name: 'Use this address' }));

    const postcode = screen.getByLabelText('Postcode');
    expect(postcode).toHaveAttribute('id', 'home-postcode');
    expect(postcode).toHaveAccessibleDescription('Error: We do not collect from this postcode');
    expect(
      screen.getByRole('link', { name: 'We do not collect from this postcode' }),
    ).toHaveAttribute('href', '#home-postcode');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('1 Canal Wharf');
    expect(postcode).toHaveValue('LS11 5PS');
  });
});
