import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Card } from '../../../src/domain/cards';
import { basketMachine } from '../../../src/machines/basket.machine';
import { checkoutMachine } from '../../../src/machines/checkout.machine';
import {
  type CheckoutShown,
  checkoutStepMachine,
} from '../../../src/machines/checkoutStep.machine';
import { materialsFunnelMachine } from '../../../src/machines/materialsFunnel.machine';
import { CheckoutStepView } from '../../../src/routes/apps/-components/CheckoutStepView';
import { SAVED_HOME } from '../../fixtures/addresses';
import { renderInRouter } from './renderInRouter';

/*
 * Every funnel's checkout screen while the kit's checkout step loads what it shows: a spinner,
 * a failed load's message with Try again, and once loaded, the checkout itself.
 */

const VISA: Card = {
  cardId: 5,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2099,
  isDefault: true,
};

const actors: { stop: () => void }[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
});

/** A funnel on its checkout step, whose loads answer in turn from `answers`. */
async function renderAtCheckout(answers: Array<() => CheckoutShown>) {
  const pending: Array<() => void> = [];
  const funnel = createActor(
    materialsFunnelMachine.provide({
      actors: {
        checkoutStep: checkoutStepMachine.provide({
          actors: {
            loadCheckout: fromPromise(
              () =>
                new Promise<CheckoutShown>((resolve, reject) => {
                  const answer = answers.shift();
                  pending.push(() => {
                    try {
                      resolve((answer as () => CheckoutShown)());
                    } catch (error) {
                      reject(error);
                    }
                  });
                }),
            ),
          },
        }),
      },
    }),
    {
      input: {
        saved: {
          customerId: 7,
          basketId: 3,
          items: [{ materialId: 1, quantity: 2 }],
          address: SAVED_HOME,
          timeslot: { doorstepDate: '2030-03-04', startHour: 8, endHour: 13, available: true },
        },
      },
    },
  ).start();
  const checkout = createActor(checkoutMachine, { input: {} }).start();
  const basket = createActor(basketMachine, { input: {} }).start();
  actors.push(funnel, checkout, basket);
  funnel.send({ type: 'funnel.stepRequested', step: 'checkout' });
  await renderInRouter(
    <CheckoutStepView
      funnel={funnel}
      checkout={checkout}
      basket={basket}
      loadingLabel="Getting your order ready"
      summary={{ title: 'Your materials' }}
    >
      <p>What is being bought</p>
    </CheckoutStepView>,
  );
  /** Answers the load under way. */
  const answer = async () => {
    await act(async () => {
      pending.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  return { funnel, answer };
}

describe('CheckoutStepView', () => {
  it('shows a spinner while checkout loads, then the checkout with the saved cards', async () => {
    const { funnel, answer } = await renderAtCheckout([() => ({ cards: [VISA] })]);
    expect(screen.getByText('Getting your order ready')).toBeInTheDocument();
    expect(screen.queryByText('What is being bought')).not.toBeInTheDocument();
    await answer();
    expect(screen.getByText('What is being bought')).toBeInTheDocument();
    expect(screen.queryByText('Getting your order ready')).not.toBeInTheDocument();
    expect(funnel.getSnapshot().context.cards).toEqual([VISA]);
  });

  it('shows a failed load with Try again, which loads checkout again', async () => {
    const { answer } = await renderAtCheckout([
      () => {
        throw new Error('Service Unavailable');
      },
      () => ({ cards: [] }),
    ]);
    await answer();
    expect(screen.getByText('Service Unavailable')).toBeInTheDocument();
    expect(screen.queryByText('What is being bought')).not.toBeInTheDocument();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    });
    expect(screen.getByText('Getting your order ready')).toBeInTheDocument();
    expect(screen.queryByText('Service Unavailable')).not.toBeInTheDocument();
    await answer();
    expect(screen.getByText('What is being bought')).toBeInTheDocument();
  });
});
