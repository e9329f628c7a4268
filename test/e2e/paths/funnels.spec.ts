import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  COLLECTION_FUNNEL,
  DRIVE_UP_FUNNEL,
  type Funnel,
  funnelStepPath,
  MATERIALS_FUNNEL,
  MOVE_OUT_FUNNEL,
  ORDER_FUNNEL,
  PACKING_FUNNEL,
  RETURN_FUNNEL,
  SHIPPING_FUNNEL,
  SHIPPING_FUNNELS,
} from '../../../src/domain/funnels';
import { collectionFunnelMachine } from '../../../src/machines/collectionFunnel.machine';
import { driveUpFunnelMachine } from '../../../src/machines/driveUpFunnel.machine';
import { materialsFunnelMachine } from '../../../src/machines/materialsFunnel.machine';
import { moveOutFunnelMachine } from '../../../src/machines/moveOutFunnel.machine';
import { orderFunnelMachine } from '../../../src/machines/orderFunnel.machine';
import { packingFunnelMachine } from '../../../src/machines/packingFunnel.machine';
import { returnFunnelMachine } from '../../../src/machines/returnFunnel.machine';
import { shippingFunnelMachine } from '../../../src/machines/shippingFunnel.machine';
import { DEMO, ORDERS_ONLY } from '../support/accounts';
import {
  coveringPaths,
  pathName,
  type StepArrow,
  type StepEvent,
  type StepNode,
  stepGraph,
} from './stepGraph';

/*
 * Paths generated from the funnel machines, walked in the browser against the real server:
 * every arrow between steps, and every step's failed load tried again, at least once
 * (stepGraph.ts reads them from the machines), one test per path, named by its events. After
 * each event the page must be on the step the machine goes to: its URL, and the progress bar
 * marking it. A failed load is a 503 at the network edge (Playwright's routing). Nothing here
 * pays: paying is in the journeys of order.spec.ts and return.spec.ts.
 */

/** A timeslot's radio reads like '8am – 1pm'. */
const TIMESLOT = /(am|pm) – \d/;

/** What a step needs before Continue, per funnel; `next` then presses Continue. */
type StepDrivers<Step extends string> = Record<Step, (page: Page) => Promise<void>>;

/**
 * The call whose failure fails a step's loading: its method and address. Null for a step
 * whose loading the customer never sees fail (saved cards are optional, say).
 */
type FailingCall = { method: 'GET' | 'PUT'; url: RegExp } | null;

interface FunnelPaths<Step extends string> {
  funnel: Funnel<Step>;
  /** Which way through, for a funnel walked more than one way. */
  way?: string;
  machine: Parameters<typeof stepGraph<Step>>[0];
  /** Signs in and opens the funnel's first step. */
  open: (page: Page, request: APIRequestContext) => Promise<void>;
  complete: StepDrivers<Step>;
  /** Each step whose loading can fail, by the call that fails it. */
  failing: Partial<Record<Step, FailingCall>>;
  /** The label of Continue on a step, where it is not "Continue". */
  continueLabel?: Partial<Record<Step, string>>;
}

async function signInWithToken(
  page: Page,
  request: APIRequestContext,
  email: string,
  password: string,
) {
  const response = await request.post('/api/auth/login', { data: { username: email, password } });
  expect(response.ok()).toBe(true);
  const { access_token: token } = (await response.json()) as { access_token: string };
  await page.addInitScript((accessToken) => {
    if (localStorage.getItem('boxroom.accessToken')) return;
    localStorage.setItem('boxroom.accessToken', accessToken);
    localStorage.setItem('boxroom.roles', '["Customer"]');
    localStorage.setItem('boxroom.authenticated', 'true');
  }, token);
  return token;
}

/**
 * Opens a box funnel as the demo customer, with one of their boxes in `list` with `status`
 * and no order booked for it chosen, as My stuff hands it over.
 */
function openWithDemoBox(root: string, list: string, status: string) {
  return async (page: Page, request: APIRequestContext) => {
    const token = await signInWithToken(page, request, DEMO.email, DEMO.password);
    const headers = { authorization: `Bearer ${token}` };
    const customer = await request.get('/v1/customer?integratorId=2', { headers });
    const { customerId } = (await customer.json()) as { customerId: number };
    const answer = await request.get(
      `/v1/boxes/${customerId}/1/50/${list}/desc/false?integratorId=2`,
      { headers },
    );
    const { boxes } = (await answer.json()) as {
      boxes: { boxId: number; status: string; openBooking: unknown }[];
    };
    const box = boxes.find((candidate) => candidate.status === status && !candidate.openBooking);
    if (!box) throw new Error(`The demo customer has no free box ${status} in ${list}`);
    await page.goto(`${root}?boxes=${box.boxId}`);
  };
}

async function chooseFirstTimeslotIfNone(page: Page) {
  const slots = page.getByRole('radio', { name: TIMESLOT });
  await expect(slots.first()).toBeVisible();
  if ((await slots.and(page.locator(':checked')).count()) === 0) {
    await slots.and(page.locator(':enabled')).first().check();
  }
}

/** A job's address step: the address chosen before, a saved one, or one found by postcode. */
async function chooseJobAddress(page: Page, legend: string, chosenLabel: string) {
  const chosen = page.getByText(chosenLabel);
  const saved = page.getByRole('group', { name: legend }).getByRole('radio').first();
  const postcode = page.getByLabel('Postcode');
  await expect(chosen.or(saved).or(postcode).first()).toBeVisible();
  if (await chosen.isVisible()) return;
  if (await saved.isVisible()) {
    await saved.check();
  } else {
    await postcode.fill('SW4 7AB');
    await page.getByRole('button', { name: 'Find address' }).click();
    await page.getByLabel('Select an address').selectOption({ index: 1 });
  }
  await expect(chosen).toBeVisible();
}

async function chooseRadioIfNone(page: Page, name: RegExp) {
  const radio = page.getByRole('radio', { name });
  await expect(radio).toBeVisible();
  if (!(await radio.isChecked())) await radio.check();
}

const order: FunnelPaths<(typeof ORDER_FUNNEL.steps)[number]['id']> = {
  funnel: ORDER_FUNNEL,
  machine: orderFunnelMachine,
  // A customer of the demo data (sign-ups from one address are limited, and other tests sign
  // up); nothing here pays, so their orders stay as they are.
  async open(page, request) {
    await signInWithToken(page, request, ORDERS_ONLY.email, ORDERS_ONLY.password);
    await page.goto(ORDER_FUNNEL.root);
  },
  complete: {
    async pricing(page) {
      const summary = page.getByRole('region', { name: 'Your price' });
      await expect(page.getByRole('button', { name: 'Add one Small box' })).toBeVisible();
      if ((await summary.getByText(/× Small box/).count()) === 0) {
        await page.getByRole('button', { name: 'Add one Small box' }).click();
      }
      await expect(summary.getByText('To pay today')).toBeVisible();
    },
    async collectionAddress(page) {
      // Once loaded, the step shows the address chosen before, the customer's saved ones to
      // choose from, or asks for a postcode.
      const chosen = page.getByText('Collecting from:');
      const saved = page.getByRole('group', { name: 'Which address?' }).getByRole('radio').first();
      const postcode = page.getByLabel('Postcode');
      await expect(chosen.or(saved).or(postcode).first()).toBeVisible();
      if (await chosen.isVisible()) return;
      if (await saved.isVisible()) {
        await saved.check();
      } else {
        await postcode.fill('SW4 7AB');
        await page.getByRole('button', { name: 'Find address' }).click();
        await page.getByLabel('Select an address').selectOption({ index: 1 });
      }
      await expect(chosen).toBeVisible();
    },
    collectionTimeslot: chooseFirstTimeslotIfNone,
    async materialsSelection(page) {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Packing materials' }),
      ).toBeVisible();
    },
    // No packers unless asked for: Continue goes on without them.
    async packing(page) {
      await expect(page.getByRole('radio', { name: "No thanks, I'll pack myself" })).toBeChecked();
    },
    async checkout() {
      throw new Error('The order funnel goes on from checkout only by paying');
    },
  },
  failing: {
    pricing: { method: 'GET', url: /\/v1\/storage\/prices\/user\// },
    collectionAddress: { method: 'PUT', url: /\/v1\/basket\/storage\// },
    collectionTimeslot: { method: 'GET', url: /\/v1\/timeslots\/fasd\/ordertype\/BTB_MATERIALS\// },
    materialsSelection: { method: 'GET', url: /\/v1\/materials\?/ },
    packing: { method: 'GET', url: /\/v1\/packing\/prices/ },
    checkout: { method: 'GET', url: /\/v1\/insurance\/prices\// },
  },
};

const returns: FunnelPaths<(typeof RETURN_FUNNEL.steps)[number]['id']> = {
  funnel: RETURN_FUNNEL,
  machine: returnFunnelMachine,
  open: openWithDemoBox(RETURN_FUNNEL.root, 'with-provider', 'WithLoveSpace'),
  complete: {
    address: (page) => chooseRadioIfNone(page, /Rectory Grove/),
    timeslot: chooseFirstTimeslotIfNone,
    async contact() {},
    async summary() {},
    async checkout() {
      throw new Error('The return funnel goes on from checkout only by paying');
    },
  },
  failing: {
    address: { method: 'GET', url: /\/v1\/return\/prices\/roomReturn/ },
    timeslot: { method: 'GET', url: /\/v1\/timeslots\/fasd\/ordertype\/BTB_RETURN\// },
    // Checkout loads only the saved cards, which are optional: a card can always be entered.
    checkout: null,
  },
  continueLabel: { summary: 'Continue to payment' },
};

const collection: FunnelPaths<(typeof COLLECTION_FUNNEL.steps)[number]['id']> = {
  funnel: COLLECTION_FUNNEL,
  machine: collectionFunnelMachine,
  open: openWithDemoBox(COLLECTION_FUNNEL.root, 'with-customer', 'WithCustomer'),
  complete: {
    address: (page) => chooseRadioIfNone(page, /Flat 1, 9 Rectory Grove/),
    timeslot: chooseFirstTimeslotIfNone,
    async checkout() {
      throw new Error('The collection funnel goes on from checkout only by paying');
    },
  },
  failing: {
    address: { method: 'GET', url: /\/v1\/boxes\// },
    timeslot: { method: 'GET', url: /\/v1\/timeslots\/fasd\/ordertype\/COLLECTION\// },
    checkout: { method: 'GET', url: /\/v1\/storage\/prices\/user\// },
  },
};

const driveUp: FunnelPaths<(typeof DRIVE_UP_FUNNEL.steps)[number]['id']> = {
  funnel: DRIVE_UP_FUNNEL,
  machine: driveUpFunnelMachine,
  // Choosing a unit only holds it for a while; nothing here pays, so nothing is let.
  async open(page, request) {
    await signInWithToken(page, request, ORDERS_ONLY.email, ORDERS_ONLY.password);
    await page.goto(DRIVE_UP_FUNNEL.root);
  },
  complete: {
    async location(page) {
      const sites = page.getByRole('group', { name: /^Sites near / });
      await expect(page.getByLabel('Your postcode').or(sites).first()).toBeVisible();
      if (!(await sites.isVisible())) {
        await page.getByLabel('Your postcode').fill('SW4 7AB');
        await page.getByRole('button', { name: 'Find sites' }).click();
      }
      await chooseRadioIfNone(page, /Boxroom Battersea/);
    },
    unit: (page) => chooseRadioIfNone(page, /^25 sq ft/),
    async date(page) {
      const days = page.getByRole('group', { name: 'When will you bring your things?' });
      await expect(days.getByRole('radio').first()).toBeVisible();
      if ((await days.getByRole('radio').and(page.locator(':checked')).count()) === 0) {
        await days.getByRole('radio').and(page.locator(':enabled')).nth(3).check();
      }
    },
    async checkout() {
      throw new Error('The drive-up funnel goes on from checkout only by paying');
    },
  },
  failing: {
    unit: { method: 'GET', url: /\/v1\/vsu\/sites\/\d+\/units\// },
    date: { method: 'GET', url: /\/v1\/vsu\/sites\/\d+\/sizes\/\d+\/availability\// },
    checkout: { method: 'GET', url: /\/v1\/insurance\/prices\// },
  },
};

const moveOut: FunnelPaths<(typeof MOVE_OUT_FUNNEL.steps)[number]['id']> = {
  funnel: MOVE_OUT_FUNNEL,
  machine: moveOutFunnelMachine,
  // The demo customer's unit, chosen as My stuff hands it over; nothing here pays.
  async open(page, request) {
    const token = await signInWithToken(page, request, DEMO.email, DEMO.password);
    const headers = { authorization: `Bearer ${token}` };
    const customer = await request.get('/v1/customer?integratorId=2', { headers });
    const { customerId } = (await customer.json()) as { customerId: number };
    const answer = await request.get(`/v1/vsu/units/${customerId}?integratorId=2`, { headers });
    const { units } = (await answer.json()) as {
      units: { lettingId: number; earliestMoveOut: string | null }[];
    };
    const unit = units.find((candidate) => candidate.earliestMoveOut !== null);
    if (!unit) throw new Error('The demo customer has no unit in use to move out of');
    await page.goto(`${MOVE_OUT_FUNNEL.root}?unit=${unit.lettingId}`);
  },
  complete: {
    // The first day allowed is chosen already.
    async day(page) {
      await expect(page.getByLabel('The day you will have emptied the unit')).not.toHaveValue('');
    },
    async checkout() {
      throw new Error('The move-out funnel goes on from checkout only by paying');
    },
  },
  failing: {
    day: { method: 'GET', url: /\/v1\/vsu\/units\/\d+/ },
    // Checkout loads only the saved cards, which are optional: a card can always be entered.
    checkout: null,
  },
};

const materials: FunnelPaths<(typeof MATERIALS_FUNNEL.steps)[number]['id']> = {
  funnel: MATERIALS_FUNNEL,
  machine: materialsFunnelMachine,
  async open(page, request) {
    await signInWithToken(page, request, ORDERS_ONLY.email, ORDERS_ONLY.password);
    await page.goto(MATERIALS_FUNNEL.root);
  },
  complete: {
    async materials(page) {
      const first = page.getByRole('group', { name: 'What you need' }).getByRole('spinbutton');
      await expect(first.first()).toBeVisible();
      if ((await first.first().inputValue()) === '0') await first.first().fill('2');
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    },
    address: (page) => chooseJobAddress(page, 'Where should we deliver?', 'Delivering to:'),
    date: chooseFirstTimeslotIfNone,
    async checkout() {
      throw new Error('The materials funnel goes on from checkout only by paying');
    },
  },
  failing: {
    materials: { method: 'GET', url: /\/v1\/materials\?/ },
    address: { method: 'GET', url: /\/v1\/addresses\/\d+/ },
    date: { method: 'GET', url: /\/v1\/timeslots\/fasd\/ordertype\/BTB_MATERIALS\// },
    // Checkout loads only the saved cards, which are optional: a card can always be entered.
    checkout: null,
  },
};

const packing: FunnelPaths<(typeof PACKING_FUNNEL.steps)[number]['id']> = {
  funnel: PACKING_FUNNEL,
  machine: packingFunnelMachine,
  async open(page, request) {
    await signInWithToken(page, request, ORDERS_ONLY.email, ORDERS_ONLY.password);
    await page.goto(PACKING_FUNNEL.root);
  },
  complete: {
    async size(page) {
      const rooms = page.getByRole('spinbutton', { name: 'Rooms to pack' });
      const boxes = page.getByRole('spinbutton', { name: 'Or boxes to fill' });
      await expect(rooms).toBeVisible();
      if ((await rooms.inputValue()) === '0' && (await boxes.inputValue()) === '0') {
        await page.getByRole('button', { name: 'Add one Rooms to pack' }).click();
      }
      await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    },
    address: (page) => chooseJobAddress(page, 'Where should our packers come?', 'Packing at:'),
    date: chooseFirstTimeslotIfNone,
    async checkout() {
      throw new Error('The packing funnel goes on from checkout only by paying');
    },
  },
  failing: {
    size: { method: 'GET', url: /\/v1\/packing\/prices/ },
    address: { method: 'GET', url: /\/v1\/addresses\/\d+/ },
    date: { method: 'GET', url: /\/v1\/timeslots\/fasd\/ordertype\/PACKING\// },
    // Checkout loads only the saved cards, which are optional: a card can always be entered.
    checkout: null,
  },
};

type ShippingStep = (typeof SHIPPING_FUNNEL.steps)[number]['id'];

/** The shipping steps walked both ways: from our store, and from home. */
const shippingSteps: StepDrivers<ShippingStep> = {
  async items(page) {
    const large = page.getByRole('spinbutton', { name: 'Large box' });
    await expect(large).toBeVisible();
    if ((await large.inputValue()) === '0') {
      await page.getByRole('button', { name: 'Add one Large box' }).click();
    }
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  },
  async destination(page) {
    const country = page.getByLabel('Country');
    await expect(country).toBeVisible();
    if ((await country.inputValue()) === 'FR') return;
    await country.selectOption({ label: 'France' });
    await page.getByLabel('Full name of who receives it').fill('Ada Lovelace');
    await page.getByLabel('Street address').fill('12 rue de Rivoli');
    await page.getByLabel('Town or city').fill('Paris');
    await page.getByLabel('Code postal').fill('75001');
    await page.getByLabel('Phone number').fill('+33 1 23 45 67 89');
  },
  async customs(page) {
    const holds = page.getByLabel('What it holds').first();
    await expect(holds).toBeVisible();
    if ((await holds.inputValue()) !== '') return;
    await holds.selectOption({ label: 'Books and papers' });
    await page.getByLabel('Description of the contents').first().fill('Novels and letters');
    await page.getByLabel('Value in pounds').first().fill('80');
  },
  async dispatch(page) {
    const days = page.getByRole('group', { name: 'When should they leave our store?' });
    await expect(days.getByRole('radio').first()).toBeVisible();
    if ((await days.getByRole('radio').and(page.locator(':checked')).count()) === 0) {
      await days.getByRole('radio').first().check();
    }
  },
  address: (page) =>
    chooseJobAddress(page, 'Where should our courier collect from?', 'Collecting from:'),
  collectionTime: chooseFirstTimeslotIfNone,
  async checkout() {
    throw new Error('The shipping funnel goes on from checkout only by paying');
  },
};

const shippingFailing: Record<ShippingStep, FailingCall> = {
  // Counting what to send loads nothing.
  items: null,
  destination: { method: 'GET', url: /\/v1\/shipping\/countries/ },
  // The declarations are typed in: nothing to load.
  customs: null,
  dispatch: { method: 'GET', url: /\/v1\/shipping\/dispatchDays/ },
  address: { method: 'GET', url: /\/v1\/addresses\/\d+/ },
  collectionTime: { method: 'GET', url: /\/v1\/timeslots\/fasd\/ordertype\/COLLECTION\// },
  // Checkout loads only the saved cards, which are optional: a card can always be entered.
  checkout: null,
};

const shippingFromStore: FunnelPaths<ShippingStep> = {
  funnel: SHIPPING_FUNNELS.storage,
  way: 'from our store',
  machine: shippingFunnelMachine,
  // Nothing here pays, so the demo customer's box stays in storage.
  open: openWithDemoBox(SHIPPING_FUNNEL.root, 'with-provider', 'WithLoveSpace'),
  complete: shippingSteps,
  failing: shippingFailing,
};

const shippingFromHome: FunnelPaths<ShippingStep> = {
  funnel: SHIPPING_FUNNELS.home,
  way: 'from home',
  machine: shippingFunnelMachine,
  async open(page, request) {
    await signInWithToken(page, request, ORDERS_ONLY.email, ORDERS_ONLY.password);
    await page.goto(`${SHIPPING_FUNNEL.root}?from=home`);
  },
  complete: shippingSteps,
  failing: shippingFailing,
};

async function take<Step extends string>(
  page: Page,
  paths: FunnelPaths<Step>,
  from: Step,
  event: StepEvent<Step>,
) {
  switch (event.type) {
    case 'next':
      await paths.complete[from](page);
      await page
        .getByRole('button', { name: paths.continueLabel?.[from] ?? 'Continue', exact: true })
        .click();
      return;
    case 'back':
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      return;
    case 'retry': {
      const call = paths.failing[from];
      if (!call) throw new Error(`No call is named to fail the ${from} step`);
      const recover = await failCalls(page, call);
      await page.reload();
      const failed = page.getByRole('button', { name: 'Try again' });
      await expect(failed).toBeVisible();
      await expect(page.getByText('Sorry, something went wrong')).toBeVisible();
      await expect(page.getByText(OUTAGE, { exact: true })).toBeVisible();
      await recover();
      await failed.click();
      // Loaded at the second try, the step shows no trace of the failure.
      await expect(failed).toBeHidden();
      await expect(page.getByText(OUTAGE, { exact: true })).toHaveCount(0);
      await expect(
        page.locator('main [role="status"]').filter({ hasText: /^(Getting|Finding)/ }),
      ).toHaveCount(0);
      return;
    }
    case 'visit': {
      const path = funnelStepPath(paths.funnel, event.step);
      // A change is the summary's link (in the page); a visit is the address typed or reopened.
      if (event.change) await page.locator(`main a[href="${path}"]`).first().click();
      else await page.goto(path);
      return;
    }
  }
}

/** What a gateway in trouble answers, and the page then shows. */
const OUTAGE = 'Service Unavailable';

/** Makes the call fail at the network, as a server in trouble would (503), until undone. */
async function failCalls(page: Page, { method, url }: NonNullable<FailingCall>) {
  await page.route(url, async (route) => {
    if (route.request().method() !== method) return route.fallback();
    await route.fulfill({ status: 503, contentType: 'text/plain', body: OUTAGE });
  });
  return () => page.unroute(url);
}

async function expectOnStep<Step extends string>(page: Page, funnel: Funnel<Step>, step: Step) {
  const path = funnelStepPath(funnel, step);
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
  const label = funnel.steps.find((candidate) => candidate.id === step)?.label ?? step;
  await expect(page.locator('[aria-current="step"]')).toContainText(label);
}

function walk<Step extends string>(paths: FunnelPaths<Step>) {
  const machineGraph = stepGraph(paths.machine, paths.funnel);
  // Every step whose loading can fail names the call that fails it, or why it never does.
  const graph = {
    ...machineGraph,
    arrowsFrom: (node: StepNode<Step>) =>
      machineGraph.arrowsFrom(node).filter((arrow) => {
        if (arrow.event.type !== 'retry') return true;
        const call = paths.failing[arrow.from.step];
        if (call === undefined) {
          throw new Error(`${paths.funnel.id}: name the call that fails the ${node.step} step`);
        }
        return call !== null;
      }),
  };
  test.describe(`${paths.funnel.id} paths${paths.way ? ` ${paths.way}` : ''}`, () => {
    for (const path of coveringPaths(graph)) {
      test(pathName(path), async ({ page, request }) => {
        test.setTimeout(90_000);
        await paths.open(page, request);
        await expectOnStep(page, paths.funnel, graph.start.step);
        for (const arrow of path as StepArrow<Step>[]) {
          await test.step(`${arrow.from.step}: ${pathName([arrow])}`, async () => {
            await take(page, paths, arrow.from.step, arrow.event);
            await expectOnStep(page, paths.funnel, arrow.to.step);
          });
        }
      });
    }
  });
}

walk(order);
walk(returns);
walk(collection);
walk(driveUp);
walk(moveOut);
walk(materials);
walk(packing);
walk(shippingFromStore);
walk(shippingFromHome);
