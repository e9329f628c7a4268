import { orderableBoxTypes, SIZE_RULES } from '../../src/domain/box-types.ts';
import type { ContentPage } from '../../src/domain/content.ts';

const kg = `${SIZE_RULES.maxWeightKg} kg`;

export const BY_THE_BOX: ContentPage = {
  slug: 'by-the-box-storage',
  title: 'By-the-box storage',
  summary:
    'Store as little as one box, pay by the month, and get any box back when you need it. This guide covers the sizes we take, what it costs, how it works and what we cannot store.',
  updatedOn: '2026-11-02',
  sections: [
    {
      id: 'how-it-works',
      heading: 'How it works',
      blocks: [
        {
          kind: 'list',
          items: [
            'Get a price: choose how many boxes of each size and for how long. The longer the term, the lower the monthly price.',
            'Pack: use your own strong boxes, or order ours with tape and bubble wrap and we deliver them before the collection.',
            'We collect: choose a morning or afternoon timeslot and our driver picks the boxes up from your door.',
            'We store: your boxes go into racking in our secure, monitored warehouse. Each one is listed under My stuff in your account.',
            'We return: tick the boxes you want back and choose a delivery day. One box or all of them.',
          ],
        },
      ],
    },
    {
      id: 'box-sizes',
      heading: 'Box sizes and weight limits',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Measure the width, height and length of your box and add them together to find its size.',
        },
        {
          kind: 'table',
          caption: 'What each size takes',
          columns: ['Type', 'Size', 'Weight limit'],
          rows: orderableBoxTypes().map((type) => [type.name, type.info, `Up to ${kg}`]),
        },
        {
          kind: 'paragraph',
          text: `Every box must be ${SIZE_RULES.boxMaterial}, taped shut and no heavier than ${kg}, so one person can carry it safely. Plastic crates are not accepted as large boxes.`,
        },
      ],
    },
    {
      id: 'prices',
      heading: 'Prices',
      blocks: [
        { kind: 'boxPrices' },
        {
          kind: 'paragraph',
          text: 'Prices are per box per month and include VAT. The lowest price is for 10 or more boxes of a size on a 12-month term; you see the exact price for your order before you pay.',
        },
      ],
    },
    {
      id: 'cannot-store',
      heading: 'What we cannot store',
      blocks: [
        {
          kind: 'list',
          items: [
            'Food, drink, plants and animals',
            'Liquids, paint, fuel, gas bottles, aerosols and anything flammable or corrosive',
            'Firearms, ammunition and fireworks',
            'Cash, jewellery and irreplaceable items',
            'Anything illegal or that you do not own',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The full list and what happens if a box holds a prohibited item are in our terms and conditions.',
        },
      ],
    },
  ],
};
