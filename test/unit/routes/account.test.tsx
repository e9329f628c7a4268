import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Address, LookedUpAddress } from '../../../src/domain/addresses';
import type { ChangePasswordRequest } from '../../../src/domain/auth';
import type { Customer } from '../../../src/domain/customer';
import type { SaveAddressInput } from '../../../src/machines/addressBook.machine';
import { addressBookMachine } from '../../../src/machines/addressBook.machine';
import { changePasswordMachine } from '../../../src/machines/changePassword.machine';
import { myDetailsMachine, type SaveDetailsInput } from '../../../src/machines/myDetails.machine';
import { AccountScreen } from '../../../src/routes/_site/_account/-components/account/AccountScreen';
import { renderInRouter } from './renderInRouter';

const GOOD_PASSWORD = 'correct horse battery staple';

const customer: Customer = {
  customerId: 7,
  email: 'alex@example.com',
  firstName: 'Alex',
  lastName: 'Morgan',
  postcode: 'SW1A 1AA',
  dayTimePhone: '02079460123',
  eveningPhone: '+442079460456',
  mobilePhone: '+447700900123',
  debtStatus: 0,
  smsCommsEnabled: false,
  emailCommsEnabled: true,
  tieredPricing: false,
  joinedDate: '2026-01-10',
};

const home: Address = {
  addressId: 1,
  addressType: 'Home',
  addressLine1: 'Flat 1, 9 Rectory Grove',
  addressLine2: 'Clapham',
  town: 'London',
  county: '',
  postcode: 'SW4 7AB',
  countryCode: 'GB',
  notificationEmail: null,
  notificationPhone: null,
};

const wiltonWay: LookedUpAddress[] = [
  {
    addressLine1: '22 Wilton Way',
    addressLine2: 'Hackney',
    town: 'London',
    county: '',
    postcode: 'E8 3RL',
    countryCode: 'GB',
  },
  {
    addressLine1: '24 Wilton Way',
    addressLine2: 'Hackney',
    town: 'London',
    county: '',
    postcode: 'E8 3RL',
    countryCode: 'GB',
  },
];

interface Fakes {
  /** The stored record the page opens with. */
  stored?: Customer;
  saveDetails?: (input: SaveDetailsInput) => Promise<Customer>;
  changePassword?: (input: ChangePasswordRequest) => Promise<void>;
}

async function renderAccount(fakes: Fakes = {}) {
  const calls = {
    saveDetails: vi.fn(fakes.saveDetails ?? (async () => customer)),
    detailsSaved: vi.fn(),
    saveAddress: vi.fn(async (input: SaveAddressInput) => [
      home,
      { ...input.address, addressId: 2 },
    ]),
    changePassword: vi.fn(fakes.changePassword ?? (async () => {})),
    lookUpPostcode: vi.fn(async (_postcode: string) => wiltonWay),
  };
  const details = createActor(
    myDetailsMachine.provide({
      actors: { saveDetails: fromPromise(({ input }) => calls.saveDetails(input)) },
      actions: { detailsSaved: (_, params) => calls.detailsSaved(params) },
    }),
    { input: { customer: fakes.stored ?? customer } },
  ).start();
  const addresses = createActor(
    addressBookMachine.provide({
      actors: {
        loadAddresses: fromPromise(async () => [home]),
        saveAddress: fromPromise(({ input }) => calls.saveAddress(input)),
        deleteAddress: fromPromise(async (): Promise<Address[]> => []),
      },
    }),
    { input: { customerId: 7 } },
  ).start();
  const password = createActor(
    changePasswordMachine.provide({
      actors: { changePassword: fromPromise(({ input }) => calls.changePassword(input)) },
    }),
  ).start();
  await renderInRouter(
    <AccountScreen
      details={details}
      addresses={addresses}
      password={password}
      lookUpPostcode={calls.lookUpPostcode}
    />,
  );
  return { calls };
}

describe('my details form', () => {
  it('is filled in from the stored record, phones written the usual way', async () => {
    await renderAccount();
    expect(screen.getByLabelText('First name')).toHaveValue('Alex');
    expect(screen.getByLabelText('Email address')).toHaveValue('alex@example.com');
    // Stored as +442079460123; shown as people write it.
    expect(screen.getByLabelText('Daytime phone (optional)')).toHaveValue('020 7946 0123');
    expect(screen.getByLabelText('By email')).toBeChecked();
    expect(screen.getByLabelText('By text message')).not.toBeChecked();
  });

  it('a bad phone number is shown on that field and every other field keeps what was typed', async () => {
    const user = userEvent.setup();
    const { calls } = await renderAccount();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Alexandra');
    await user.clear(screen.getByLabelText('Postcode (optional)'));
    await user.type(screen.getByLabelText('Postcode (optional)'), 'SW4 7AB');
    await user.click(screen.getByLabelText('By text message'));
    await user.clear(screen.getByLabelText('Mobile phone (optional)'));
    await user.type(screen.getByLabelText('Mobile phone (optional)'), '07700 call me');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    const message =
      'Enter a mobile phone number in the correct format, like 07700 900 982, or +353 87 123 4567 for an Irish number';
    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toHaveFocus();
    expect(within(summary).getByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#details-mobile-phone',
    );
    expect(screen.getByLabelText('Mobile phone (optional)')).toHaveAccessibleDescription(
      `We text you about your deliveries and collections Error: ${message}`,
    );
    expect(screen.getByLabelText('Mobile phone (optional)')).toHaveValue('07700 call me');
    expect(screen.getByLabelText('First name')).toHaveValue('Alexandra');
    expect(screen.getByLabelText('Postcode (optional)')).toHaveValue('SW4 7AB');
    expect(screen.getByLabelText('By text message')).toBeChecked();
    expect(calls.saveDetails).not.toHaveBeenCalled();
  });

  it('saves the changed fields and reports the stored record', async () => {
    const user = userEvent.setup();
    const saved = { ...customer, lastName: 'Morgan-Reed' };
    const { calls } = await renderAccount({ saveDetails: async () => saved });
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Morgan-Reed');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(calls.detailsSaved).toHaveBeenCalledWith({ user: saved }));
    expect(calls.saveDetails).toHaveBeenCalledWith({
      customerId: 7,
      changes: { lastName: 'Morgan-Reed' },
    });
  });

  it('asks for the current password only while the email is being changed', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    await renderAccount({
      saveDetails: async (input) => {
        saved.push(input);
        throw Object.assign(new Error('Your current password is incorrect'), { code: 209 });
      },
    });
    expect(screen.queryByLabelText('Your current password')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'moved@example.com');
    const password = screen.getByLabelText('Your current password');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByRole('link', {
        name: 'Enter your current password to change your email address',
      }),
    ).toHaveAttribute('href', '#details-current-password');
    expect(saved).toEqual([]);

    await user.type(password, 'not my password');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(
      await screen.findByRole('link', { name: 'Your current password is incorrect' }),
    ).toHaveAttribute('href', '#details-current-password');
    expect(saved).toEqual([expect.objectContaining({ currentPassword: 'not my password' })]);
    expect(screen.getByLabelText('Email address')).toHaveValue('moved@example.com');
  });

  it('a server refusal of the email is shown on the email field, the rest kept', async () => {
    const user = userEvent.setup();
    const message = 'An account with this email address already exists';
    await renderAccount({
      saveDetails: async () => {
        throw Object.assign(new Error(message), { code: 204 });
      },
    });
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'taken@example.com');
    await user.type(screen.getByLabelText('Your current password'), 'my password');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#details-email',
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('taken@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Alex');
  });
});

describe('a change of email', () => {
  const message =
    "We've sent a link to moved@example.com \u2014 open it to confirm your new email address. Until then we'll keep using alex@example.com.";

  it('says after saving that a link went to the new address and the old one stays', async () => {
    const user = userEvent.setup();
    await renderAccount({
      // As the server answers: the email kept, the new one waiting for its link.
      saveDetails: async () => ({ ...customer, pendingEmail: 'moved@example.com' }),
    });
    expect(screen.queryByRole('region', { name: 'Check your email' })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'moved@example.com');
    await user.type(screen.getByLabelText('Your current password'), GOOD_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    const banner = await screen.findByRole('region', { name: 'Check your email' });
    expect(banner).toHaveTextContent(message);
    await waitFor(() => expect(banner).toHaveFocus());
    // The field shows the address in use, and no password is asked for any more.
    expect(screen.getByLabelText('Email address')).toHaveValue('alex@example.com');
    expect(screen.queryByLabelText('Your current password')).not.toBeInTheDocument();
  });

  it('shows a change still waiting when the page opens, without taking focus', async () => {
    await renderAccount({ stored: { ...customer, pendingEmail: 'moved@example.com' } });
    const banner = screen.getByRole('region', { name: 'Check your email' });
    expect(banner).toHaveTextContent(message);
    expect(banner).not.toHaveFocus();
  });
});

describe('addresses', () => {
  it('lists the saved addresses with their type', async () => {
    await renderAccount();
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    const [row] = within(list).getAllByRole('listitem');
    expect(row).toHaveTextContent(/^HomeFlat 1, 9 Rectory Grove, Clapham, London, SW4 7AB/);
    expect(
      within(list).getByRole('button', {
        name: 'Delete Flat 1, 9 Rectory Grove, Clapham, London, SW4 7AB',
      }),
    ).toBeInTheDocument();
  });

  it('adds an address found by postcode', async () => {
    const user = userEvent.setup();
    const { calls } = await renderAccount();
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await user.selectOptions(screen.getByLabelText('Address type'), 'Work');
    await user.type(screen.getByLabelText('Postcode'), 'e8 3rl');
    await user.click(screen.getByRole('button', { name: 'Find address' }));
    await user.selectOptions(
      await screen.findByLabelText('Select an address'),
      '24 Wilton Way, Hackney, London, E8 3RL',
    );
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() =>
      expect(calls.saveAddress).toHaveBeenCalledWith({
        customerId: 7,
        addressId: null,
        address: {
          ...wiltonWay[1],
          addressType: 'Work',
          notificationEmail: null,
          notificationPhone: null,
        },
      }),
    );
    expect(calls.lookUpPostcode).toHaveBeenCalledWith('E8 3RL');
    expect(
      await screen.findByRole('button', { name: 'Edit 24 Wilton Way, Hackney, London, E8 3RL' }),
    ).toBeInTheDocument();
  });
});

describe('change password', () => {
  it('a wrong current password is shown on that field', async () => {
    const user = userEvent.setup();
    const message = 'Your current password is incorrect';
    await renderAccount({
      changePassword: async () => {
        throw Object.assign(new Error(message), { code: 209 });
      },
    });
    await user.type(screen.getByLabelText('Current password'), 'not my password');
    await user.type(screen.getByLabelText('New password'), 'a new storage phrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new storage phrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('link', { name: message })).toHaveAttribute(
      'href',
      '#password-current',
    );
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      `Error: ${message}`,
    );
    expect(screen.getByLabelText('Current password')).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
  });

  it('a changed password is confirmed and cleared from the fields', async () => {
    const user = userEvent.setup();
    const { calls } = await renderAccount();
    await user.type(screen.getByLabelText('Current password'), 'old storage phrase');
    await user.type(screen.getByLabelText('New password'), 'a new storage phrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a new storage phrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(calls.changePassword).toHaveBeenCalledWith({
      currentPassword: 'old storage phrase',
      password: 'a new storage phrase',
      confirmPassword: 'a new storage phrase',
    });
  });
});
