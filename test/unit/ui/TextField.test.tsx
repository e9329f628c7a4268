import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../../../src/ui/Checkbox/Checkbox';
import { Select } from '../../../src/ui/Select/Select';
import { TextField } from '../../../src/ui/TextField/TextField';

describe('TextField', () => {
  it('is found by its label and typed into', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email address" type="email" autoComplete="email" />);
    const input = screen.getByLabelText('Email address');
    await user.type(input, 'demo@boxroom.test');
    expect(input).toHaveValue('demo@boxroom.test');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('describes the input with its hint', () => {
    render(<TextField label="Postcode" hint="For example, SW1A 1AA" />);
    expect(screen.getByLabelText('Postcode')).toHaveAccessibleDescription('For example, SW1A 1AA');
  });

  it('marks the input invalid and adds the error, after the hint, to its description', () => {
    render(
      <TextField
        id="postcode"
        label="Postcode"
        hint="For example, SW1A 1AA"
        error="Enter a real postcode"
      />,
    );
    const input = screen.getByLabelText('Postcode');
    expect(input).toHaveAttribute('id', 'postcode');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('For example, SW1A 1AA Error: Enter a real postcode');
    expect(screen.getByText('Enter a real postcode')).toBeVisible();
  });

  it('keeps a caller-supplied description alongside its own', () => {
    render(
      <>
        <p id="extra">We only use this for delivery updates</p>
        <TextField label="Mobile" aria-describedby="extra" error="Enter a mobile number" />
      </>,
    );
    expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription(
      'We only use this for delivery updates Error: Enter a mobile number',
    );
  });

  it('passes native input props and forwards its ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Card number" inputMode="numeric" name="card" required />);
    const input = screen.getByLabelText('Card number');
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('name', 'card');
    expect(input).toBeRequired();
  });
});

describe('Checkbox and Select', () => {
  it('toggles a labelled checkbox and reports its error', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="I accept the terms" error="Accept the terms to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAccessibleDescription('Error: Accept the terms to continue');
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
  });

  it('chooses an option from a labelled select', async () => {
    const user = userEvent.setup();
    render(
      <Select label="Title" hint="Optional" defaultValue="">
        <option value="">Choose</option>
        <option value="ms">Ms</option>
        <option value="mr">Mr</option>
      </Select>,
    );
    const select = screen.getByRole('combobox', { name: 'Title' });
    expect(select).toHaveAccessibleDescription('Optional');
    await user.selectOptions(select, 'Ms');
    expect(select).toHaveValue('ms');
  });
});
