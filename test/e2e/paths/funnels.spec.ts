import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type Funnel, funnelStepPath } from '../../../src/domain/funnels';
import { DEMO } from '../support/accounts';
import { PASSWORD, payWithCard, TIMESLOT } from '../support/ordering';
import { workerServer } from '../support/servers';
import { browserPaths, type Expected, type FunnelModelSpec, type Move } from './browserPaths';
import { funnelModels } from './funnelModels';
import { BANK_DIALOG, NOT_TAKEN_TITLE, PAYMENTS, type PaymentStep } from './payments';

/*
 * Browser paths: @xstate/graph's shortest paths over each funnel machine (browserPaths.ts),
 * walked against the real server, one test per path, named by its moves. After each move the
 * page must show what the oracle (test/paths/oracle), written from the product's rules, says:
 * its step in the progress bar, its URL, and a failed load (with Try again) exactly when it
 * says so. Every path ends on checkout and pays there: a declined card, a 3-D Secure the bank
 * declines, then one it approves (payments.ts says what each must show).
 *
 * Fast on purpose: one customer signed up through the API per run (its token put in the page
 * before the app starts, as a reload would find it), boxes put where a funnel needs them by
 * the development helpers (`/_ops/run`), and one path per funnel where the graph allows it.
 */

/** What a failing move fails: the call at the network edge (a 503, as a gateway in trouble). */
type NetworkCall = { method: 'GET' | 'PUT' | 'POST'; url: RegExp };

interface FunnelDrive {
  name: string;
  model: FunnelModelSpec;
  /** Signs in and opens the funnel's first step. */
  open: (page: Page, request: APIRequestContext) => Promise<void>;
  /** What the customer does on a step before Continue (a choice left as it is when made). */
  complete: Record<string, (page: Page) => Promise<void>>;
  /** The label of Continue on a step, where it is not "Continue"; null: the step's own button. */
  continueLabel?: Record<string, string | null>;
  /**
   * The browser call behind each call the model can fail, or null where the app never lets
   * it fail. The checkout load is the kit's child `checkoutStep`, which the model does not
   * fail (its failure and Try again are the child's, checked by its oracle in test/paths); so
   * are the loads of the kit's materials and packing steps.
   */
  network: Record<string, NetworkCall | null>;
  /** What checkout needs before Pay (a cover level, say), if anything. */
  beforePay?: (page: Page) => Promise<void>;
}

const OUTAGE = 'Service Unavailable';

/* The customer: one per run of the suite (the worker's data directory names it). */

const runKey = createHash('sha256').update(workerServer().dataDir).digest('hex').slice(0, 10);
const CUSTOMER = { email: `paths-${runKey}@example.com`, password: PASSWORD };

/** Tokens already asked for in this worker: each sign-in costs the server a password hash. */
const tokens = new Map<string, string>();

async function tokenOf(request: APIRequestContext, account: { email: string; password: string }) {
  const known = tokens.get(account.email);
  if (known) return known;
  const login = () =>
    request.post('/api/auth/login', {
      data: { username: account.email, password: account.password },
    });
  let response = await login();
  if (!response.ok() && account === CUSTOMER) {
    const registered = await request.post('/identity/account/register', {
      data: {
        email: CUSTOMER.email,
        password: CUSTOMER.password,
        confirmPassword: CUSTOMER.password,
        firstName: 'Grace',
        lastName: 'Hopper',
        mobilePhone: '07700 900123',
        integratorId: 2,
        signUpFunnel: 'Sign-up',
      },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    response = await login();
  }
  expect(response.ok(), await response.text()).toBe(true);
  const token = ((await response.json()) as { access_token: string }).access_token;
  tokens.set(account.email, token);
  return token;
}

/** Signed in as the app keeps it, before the app starts. */
async function signIn(
  page: Page,
  request: APIRequestContext,
  account: { email: string; password: string },
) {
  const token = await tokenOf(request, account);
  await page.addInitScript((accessToken) => {
    if (localStorage.getItem('boxroom.accessToken')) return;
    localStorage.setItem('boxroom.accessToken', accessToken);
    localStorage.setItem('boxroom.roles', '["Customer"]');
    localStorage.setItem('boxroom.authenticated', 'true');
  }, token);
  return token;
}

/** The development helpers' ops command (BOXROOM_DEV_TOOLS=1 in the e2e server). */
async function ops(request: APIRequestContext, argv: string[]) {
  const response = await request.post('/_ops/run', {
    headers: { 'X-Boxroom-Ops': '1' },
    data: { argv },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { output: string[]; exitCode: number };
}

/**
 * The customer's box number `index` (of those the order path ordered), with its storage order
 * completed and the box moved to `status`, for a box funnel to open with.
 */
async function boxAt(request: APIRequestContext, index: number, status: string) {
  const { output } = await ops(request, ['list', '--customer', CUSTOMER.email]);
  const ordersAt = output.indexOf('Orders:');
  const ids = (lines: string[]) =>
    lines.flatMap((line) => {
      const id = line.match(/^\s+(\d+)\s/)?.[1];
      return id ? [Number(id)] : [];
    });
  const boxes = ids(output.slice(0, ordersAt));
  const box = boxes[index];
  if (box === undefined) {
    throw new Error(`${CUSTOMER.email} has ${boxes.length} boxes: the order path orders them`);
  }
  for (const orderId of ids(output.slice(ordersAt))) {
    await ops(request, ['complete-order', String(orderId)]);
  }
  await ops(request, ['advance', String(box), '--to', status]);
  return box;
}

/* What the customer does on the steps. */

async function chooseFirstTimeslotIfNone(page: Page) {
  const slots = page.getByRole('radio', { name: TIMESLOT });
  await expect(slots.first()).toBeVisible();
  if ((await slots.and(page.locator(':checked')).count()) === 0) {
    await slots.and(page.locator(':enabled')).first().check();
  }
}

/** An address step: the address chosen before, a saved one, or one found by postcode. */
function chooseAddress(legend: string, chosenLabel: string) {
  return async (page: Page) => {
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
  };
}

async function chooseRadioIfNone(page: Page, name: RegExp) {
  const radio = page.getByRole('radio', { name });
  await expect(radio).toBeVisible();
  if (!(await radio.isChecked())) await radio.check();
}

const signedInAt =
  (root: string, account = CUSTOMER) =>
  async (page: Page, request: APIRequestContext) => {
    await signIn(page, request, account);
    await page.goto(root);
  };

/** A box funnel, opened with the customer's box as My stuff hands it over. */
const withBox =
  (root: string, index: number, status: string) =>
  async (page: Page, request: APIRequestContext) => {
    await signIn(page, request, CUSTOMER);
    const box = await boxAt(request, index, status);
    await page.goto(`${root}?boxes=${box}`);
  };

const jobSteps = (legend: string, chosenLabel: string) => ({
  address: chooseAddress(legend, chosenLabel),
  date: chooseFirstTimeslotIfNone,
});

const shippingSteps = {
  async items(page: Page) {
    const large = page.getByRole('spinbutton', { name: 'Large box' });
    await expect(large).toBeVisible();
    if ((await large.inputValue()) === '0') {
      await page.getByRole('button', { name: 'Add one Large box' }).click();
    }
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
  },
  async destination(page: Page) {
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
  async customs(page: Page) {
    const holds = page.getByLabel('What it holds').first();
    await expect(holds).toBeVisible();
    if ((await holds.inputValue()) !== '') return;
    await holds.selectOption({ label: 'Books and papers' });
    await page.getByLabel('Description of the contents').first().fill('Novels and letters');
    await page.getByLabel('Value in pounds').first().fill('80');
  },
  async dispatch(page: Page) {
    const days = page.getByRole('group', { name: 'When should they leave our store?' });
    await expect(days.getByRole('radio').first()).toBeVisible();
    if ((await days.getByRole('radio').and(page.locator(':checked')).count()) === 0) {
      await days.getByRole('radio').first().check();
    }
  },
  address: chooseAddress('Where should our courier collect from?', 'Collecting from:'),
  collectionTime: chooseFirstTimeslotIfNone,
};

const drives: FunnelDrive[] = [
  {
    name: 'order',
    model: funnelModels.order,
    open: signedInAt('/apps/order'),
    complete: {
      async pricing(page) {
        const summary = page.getByRole('region', { name: 'Your price' });
        const add = page.getByRole('button', { name: 'Add one Small box' });
        await expect(add).toBeVisible();
        // Three boxes: the box funnels' paths use them afterwards.
        while ((await summary.getByText('3 × Small box').count()) === 0) await add.click();
        await expect(summary.getByText('To pay today')).toBeVisible();
      },
      collectionAddress: chooseAddress('Where should we collect from?', 'Collecting from:'),
      collectionTimeslot: chooseFirstTimeslotIfNone,
      async materialsSelection(page) {
        await expect(
          page.getByRole('heading', { level: 1, name: 'Packing materials' }),
        ).toBeVisible();
      },
      async packing(page) {
        await expect(
          page.getByRole('radio', { name: "No thanks, I'll pack myself" }),
        ).toBeChecked();
      },
    },
    network: {
      saveStorage: { method: 'PUT', url: /\/v1\/basket\/storage\// },
    },
  },
  {
    name: 'drive-up',
    model: funnelModels.driveUp,
    open: signedInAt('/apps/drive-up'),
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
    },
    network: {
      loadSizes: { method: 'GET', url: /\/v1\/vsu\/sites\/\d+\/units\// },
      loadDays: { method: 'GET', url: /\/v1\/vsu\/sites\/\d+\/sizes\/\d+\/availability\// },
    },
  },
  {
    name: 'materials',
    model: funnelModels.materials,
    open: signedInAt('/apps/materials'),
    complete: {
      async materials(page) {
        const first = page.getByRole('group', { name: 'What you need' }).getByRole('spinbutton');
        await expect(first.first()).toBeVisible();
        if ((await first.first().inputValue()) === '0') await first.first().fill('2');
        await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
      },
      ...jobSteps('Where should we deliver?', 'Delivering to:'),
    },
    network: {},
  },
  {
    name: 'packing',
    model: funnelModels.packing,
    open: signedInAt('/apps/packing'),
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
      ...jobSteps('Where should our packers come?', 'Packing at:'),
    },
    network: {},
  },
  {
    name: 'shipping from home',
    model: funnelModels.shippingFromHome,
    open: signedInAt('/apps/shipping?from=home'),
    complete: shippingSteps,
    network: {
      loadDestinationStep: { method: 'GET', url: /\/v1\/shipping\/countries/ },
      loadDispatchDays: { method: 'GET', url: /\/v1\/shipping\/dispatchDays/ },
    },
  },
  {
    name: 'move-out',
    model: funnelModels.moveOut,
    // The demo customer's unit in use (a new rental is not in use before its drop-off day).
    async open(page, request) {
      const token = await signIn(page, request, DEMO);
      const headers = { authorization: `Bearer ${token}` };
      const customer = await request.get('/v1/customer?integratorId=2', { headers });
      const { customerId } = (await customer.json()) as { customerId: number };
      const answer = await request.get(`/v1/vsu/units/${customerId}?integratorId=2`, { headers });
      const { units } = (await answer.json()) as {
        units: { lettingId: number; earliestMoveOut: string | null }[];
      };
      const unit = units.find((candidate) => candidate.earliestMoveOut !== null);
      if (!unit) throw new Error('The demo customer has no unit in use to move out of');
      await page.goto(`/apps/move-out?unit=${unit.lettingId}`);
    },
    complete: {
      // The first day allowed is chosen already.
      async day(page) {
        await expect(page.getByLabel('The day you will have emptied the unit')).not.toHaveValue('');
      },
    },
    network: {
      loadUnit: { method: 'GET', url: /\/v1\/vsu\/units\/\d+/ },
    },
  },
  // The box funnels last: they use the boxes the order path ordered.
  {
    name: 'return',
    model: funnelModels.return,
    open: withBox('/apps/return', 0, 'WithLoveSpace'),
    complete: {
      async address(page) {
        await chooseAddress('Where should we deliver them?', 'Delivering to')(page);
        // Carried into a room, so the return pays (delivery to the door is included).
        await page.getByRole('checkbox', { name: /^Carry my boxes into a room/ }).check();
        const room = page.getByLabel('Which floor and room?');
        if ((await room.inputValue()) === '') await room.fill('Ground floor, front room');
      },
      timeslot: chooseFirstTimeslotIfNone,
    },
    continueLabel: { summary: 'Continue to payment' },
    network: {},
  },
  {
    name: 'shipping from our store',
    model: funnelModels.shippingFromStore,
    open: withBox('/apps/shipping', 1, 'WithLoveSpace'),
    complete: shippingSteps,
    network: {
      loadDestinationStep: { method: 'GET', url: /\/v1\/shipping\/countries/ },
      loadDispatchDays: { method: 'GET', url: /\/v1\/shipping\/dispatchDays/ },
    },
  },
  {
    name: 'collection',
    model: funnelModels.collection,
    open: withBox('/apps/collect', 2, 'WithCustomer'),
    complete: {
      address: chooseAddress('Where should we collect from?', 'Collecting from'),
      timeslot: chooseFirstTimeslotIfNone,
    },
    network: {},
  },
];

/* Walking a path. */

async function expectScreen(page: Page, funnel: Funnel, expected: Expected) {
  const step = funnel.steps.find((candidate) => candidate.id === expected.step);
  if (!step) throw new Error(`The oracle expects "${expected.step}", not a step of ${funnel.id}`);
  const url = expected.url ?? funnelStepPath(funnel, step.id);
  await expect(page).toHaveURL(new RegExp(`${url.replaceAll('/', '\\/')}$`));
  await expect(page.locator('[aria-current="step"]')).toContainText(step.label);
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  if (expected.failed) {
    await expect(tryAgain).toBeVisible();
    await expect(page.getByText(OUTAGE, { exact: true }).first()).toBeVisible();
  } else {
    await expect(tryAgain).toBeHidden();
  }
}

async function take(page: Page, drive: FunnelDrive, from: Expected, move: Move) {
  switch (move.type) {
    case 'continueFailing': {
      const call = drive.network[move.call];
      if (!call) throw new Error(`${drive.name}: no browser call for ${move.call}`);
      await page.route(call.url, (route) =>
        route.request().method() === call.method
          ? route.fulfill({ status: 503, contentType: 'text/plain', body: OUTAGE })
          : route.fallback(),
      );
      return take(page, drive, from, { type: 'continue' });
    }
    case 'continue': {
      await drive.complete[from.step]?.(page);
      const label = drive.continueLabel?.[from.step] ?? 'Continue';
      await page.getByRole('button', { name: label, exact: true }).click();
      return;
    }
    case 'back':
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      return;
    case 'retry':
      await page.unrouteAll({ behavior: 'wait' });
      await page.getByRole('button', { name: 'Try again' }).click();
      return;
  }
}

/**
 * Waits for what a payment ends in, moving the page's clock on a second at a time: the
 * checkout asks the server how the payment went after a wait that doubles each time (SPEC:
 * payments), which the customer sits through but the test need not.
 */
async function settled(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.fastForward(1000);
    await check();
  }).toPass({ timeout: 30_000, intervals: [100] });
}

async function pay(page: Page, drive: FunnelDrive, step: PaymentStep) {
  await drive.beforePay?.(page);
  const newCard = page.getByRole('button', { name: 'Use a new card' });
  const cardNumber = page.getByLabel('Card number');
  await expect(newCard.or(cardNumber).first()).toBeVisible();
  if (await newCard.isVisible()) await newCard.click();
  await payWithCard(page, step.card);
  if (step.bank) {
    const dialog = page.getByRole('dialog', { name: BANK_DIALOG });
    await settled(page, () => expect(dialog).toBeVisible({ timeout: 500 }));
    await dialog
      .getByRole('button', { name: step.bank === 'approve' ? 'Approve' : 'Decline', exact: true })
      .click();
  }
  const { expected } = step;
  if (expected.onCheckout) {
    await settled(page, () =>
      expect(page.getByText(NOT_TAKEN_TITLE)).toBeVisible({ timeout: 500 }),
    );
    await expect(page).toHaveURL(new RegExp(`${drive.model.funnel.root}/checkout$`));
  } else {
    await settled(page, () => expect(page).toHaveURL(expected.confirmation, { timeout: 500 }));
  }
}

function walk(drive: FunnelDrive) {
  const model = {
    ...drive.model,
    failing: drive.model.failing.filter((call) => drive.network[call] !== null),
  };
  const paths = browserPaths(model, { endOn: 'checkout' });
  // The last path ends on checkout (the machine permitting) and pays there.
  const paying = paths.at(-1);
  const payments = PAYMENTS.map((step) => `pay (${step.payment})`).join(' → ');

  test.describe(`${drive.name} paths`, () => {
    for (const path of paths) {
      const pays = path === paying;
      test(pays ? `${path.name} → ${payments}` : path.name, async ({ page, request }) => {
        test.setTimeout(120_000);
        await test.step(`open: ${path.start.step}`, async () => {
          // The page's clock, so the waits between asking how a payment went pass at once.
          await page.clock.install();
          await drive.open(page, request);
          await expectScreen(page, model.funnel, path.start);
        });
        for (const { move, from, expected } of path.moves) {
          await test.step(`${from.step}: ${move.type}`, async () => {
            await take(page, drive, from, move);
            await expectScreen(page, model.funnel, expected);
          });
        }
        if (!pays) return;
        const last = path.moves.at(-1)?.expected ?? path.start;
        expect(last.step, 'the oracle expects the path to end on checkout').toBe('checkout');
        for (const step of PAYMENTS) {
          await test.step(`checkout: pay (${step.payment})`, () => pay(page, drive, step));
        }
      });
    }
  });
}

for (const drive of drives) walk(drive);
