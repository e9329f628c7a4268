import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Agreement } from '../../../src/domain/agreements';
import { agreementsMachine } from '../../../src/machines/agreements.machine';
import { storageUnitsMachine } from '../../../src/machines/storageUnits.machine';
import { MonthlyStorage } from '../../../src/routes/_site/_account/-components/myStuff/MonthlyStorage';
import { StorageUnits } from '../../../src/routes/_site/_account/-components/myStuff/StorageUnits';
import { boxAgreement, unitAgreement } from '../../fixtures/agreements';
import { rentedUnit } from '../../fixtures/driveUp';
import { renderInRouter } from './renderInRouter';

async function loaded(load: () => Promise<Agreement[]>) {
  const actor = createActor(
    agreementsMachine.provide({ actors: { loadAgreements: fromPromise(load) } }),
    { input: { customerId: 7 } },
  ).start();
  await waitFor(actor, (state) => !state.hasTag('busy'));
  return actor;
}

describe('My stuff: monthly payments', () => {
  it('shows each order’s boxes with the next payment’s amount, day and card', async () => {
    await renderInRouter(
      <MonthlyStorage actor={await loaded(async () => [boxAgreement, unitAgreement])} />,
    );
    const section = screen.getByRole('region', { name: 'Monthly storage' });
    // The unit's rent is on the unit's own card, not here.
    expect(within(section).getAllByRole('article')).toHaveLength(1);
    const boxes = within(section).getByRole('article', { name: 'Boxes from order #123' });
    expect(boxes).toHaveTextContent('Stored2 × Medium box, 1 × Suitcase');
    expect(boxes).toHaveTextContent('Next payment£27.00 on Monday 4th January from Visa •••• 4242');
    expect(within(boxes).getByRole('link', { name: 'Change the card in Cards' })).toHaveAttribute(
      'href',
      '/apps/cards',
    );
  });

  it('a month that could not be taken is owed, with the way to pay it', async () => {
    await renderInRouter(
      <MonthlyStorage actor={await loaded(async () => [{ ...boxAgreement, owed: 27 }])} />,
    );
    const boxes = screen.getByRole('article', { name: 'Boxes from order #123' });
    expect(boxes).toHaveTextContent('Owed£27.00 could not be taken from your card.');
    expect(within(boxes).getByRole('link', { name: 'Pay it in Payments' })).toHaveAttribute(
      'href',
      '/apps/payments',
    );
  });

  it('an agreement a return ends says when, and that no more is due after its last payment', async () => {
    const ending: Agreement = {
      ...boxAgreement,
      status: 'ending',
      endDate: '2027-01-15',
      nextPaymentDate: null,
    };
    await renderInRouter(<MonthlyStorage actor={await loaded(async () => [ending])} />);
    const boxes = screen.getByRole('article', { name: 'Boxes from order #123' });
    expect(boxes).toHaveTextContent('Ends on Friday 15th January');
    expect(boxes).toHaveTextContent('Next paymentNone: it ends on Friday 15th January');
    expect(within(boxes).queryByRole('link')).toBeNull();
  });

  it('shows nothing without monthly storage, and a retry when it cannot be loaded', async () => {
    const empty = await renderInRouter(<MonthlyStorage actor={await loaded(async () => [])} />);
    expect(empty.queryByRole('region', { name: 'Monthly storage' })).toBeNull();
    empty.unmount();

    let calls = 0;
    const actor = await loaded(async () => {
      calls += 1;
      if (calls === 1) throw new Error('Something went wrong');
      return [boxAgreement];
    });
    await renderInRouter(<MonthlyStorage actor={actor} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your monthly payments');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('article', { name: 'Boxes from order #123' }),
    ).toBeInTheDocument();
  });

  it('a unit’s card shows its rent’s next payment with the card it is taken from', async () => {
    const units = createActor(
      storageUnitsMachine.provide({
        actors: { loadUnits: fromPromise(async () => ({ units: [rentedUnit], photos: {} })) },
      }),
      { input: { customerId: 7 } },
    ).start();
    await waitFor(units, (state) => !state.hasTag('busy'));
    await renderInRouter(
      <StorageUnits
        actor={units}
        agreements={await loaded(async () => [boxAgreement, unitAgreement])}
      />,
    );
    const unit = screen.getByRole('article', { name: 'Unit C01, 35 sq ft' });
    expect(unit).toHaveTextContent(
      'Next payment£88.30 on Saturday 5th December from Mastercard •••• 4444',
    );
  });
});
