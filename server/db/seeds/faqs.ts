import { CUSTOMER_SERVICES_PHONE, INFO_EMAIL } from '../../../src/domain/contact.ts';
import type { Db } from '../database.ts';
import { fromExcluded } from './upsert.ts';

const CATEGORIES = [
  { faqCategoryId: 1, slug: 'storage', name: 'Storage' },
  { faqCategoryId: 2, slug: 'collections', name: 'Collections and deliveries' },
  { faqCategoryId: 3, slug: 'returns', name: 'Returns' },
  { faqCategoryId: 4, slug: 'packing', name: 'Packing and materials' },
  { faqCategoryId: 5, slug: 'payments', name: 'Payments and billing' },
];

/** Ids are stable: new entries take the next id; sort order is their position here. */
const FAQS: [faqId: number, categoryId: number, question: string, answer: string][] = [
  [
    1,
    1,
    'How does storage by the box work?',
    'You pack your things into boxes, we collect them from your door and keep them in our secure warehouse. You pay a monthly price per box and can ask for any box back whenever you need it.',
  ],
  [
    2,
    1,
    'What is the minimum storage period?',
    'The minimum is one month. Choosing a longer term up front lowers the monthly price per box, and the longest terms save the most.',
  ],
  [
    3,
    1,
    'What can I not store?',
    'We cannot store food, liquids, plants, animals, firearms, flammable or hazardous goods, cash or anything illegal. Plastic boxes are not accepted as large boxes.',
  ],
  [
    4,
    1,
    'How big and heavy can a box be?',
    'Small boxes are up to 110 cm when you add width, height and length together, medium boxes 110 to 125 cm, and large boxes no more than 167 cm. Every box must be double-walled cardboard and weigh no more than 25 kg.',
  ],
  [
    5,
    1,
    'Can I store a suitcase?',
    'Yes. A suitcase must have a hard shell or be packed in our suitcase box, which measures 40 x 52 x 75 cm.',
  ],
  [
    6,
    2,
    'When can you collect my boxes?',
    'Choose a collection timeslot when you order. We collect Monday to Saturday, except on bank holidays, and the first available day depends on your postcode.',
  ],
  [
    7,
    2,
    'Do I need to be at home for the collection?',
    'Someone needs to hand the boxes to our driver. If you choose doorstep collection, leave the boxes ready at your front door for the start of your timeslot.',
  ],
  [
    8,
    2,
    'Which areas do you cover?',
    'We collect and return across mainland Great Britain, Northern Ireland and Ireland. Some remote postcodes are served by a partner courier and take a little longer.',
  ],
  [
    9,
    3,
    'How do I get my boxes back?',
    'Open My stuff, select the boxes you want and choose Return. Pick an address and a delivery timeslot, and we bring them to your door.',
  ],
  [
    10,
    3,
    'Can you return items on a Saturday?',
    "Items can't be returned on a Saturday. Returns are delivered Monday to Friday, except on bank holidays.",
  ],
  [
    11,
    3,
    'Can you carry my boxes into a room?',
    'Yes. Add room return when you book and our team will carry your boxes to the room you choose rather than leaving them at the door.',
  ],
  [
    12,
    4,
    'Can I buy boxes and packing materials from you?',
    'Yes. Small, medium and large boxes, suitcase boxes, tape, bubble wrap and packing paper can be added to your order and are delivered before your collection day.',
  ],
  [
    13,
    4,
    'How should I pack fragile items?',
    'Wrap each item in bubble wrap or packing paper, fill gaps so nothing moves, and keep heavy things at the bottom. Mark the box as fragile on the lid.',
  ],
  [
    14,
    5,
    'When will I be charged?',
    'We take the first month when you place your order and then charge your saved card monthly on the same date for as long as your boxes are with us.',
  ],
  [
    15,
    5,
    'Is my stuff insured?',
    'You can choose cover when you order, from basic cover to cover up to £5,000. The price of cover is added to your monthly storage price.',
  ],
  [
    16,
    5,
    'How do I change the card I pay with?',
    'Add a new card under Cards in your account and make it your default. Your default card cannot be deleted until another card takes its place.',
  ],
  [
    17,
    5,
    'How do I contact you?',
    `Call us on ${CUSTOMER_SERVICES_PHONE} or email ${INFO_EMAIL}. Signed-in customers can also chat with us from any page.`,
  ],
];

export async function seedFaqs(db: Db): Promise<void> {
  const categories = CATEGORIES.map((category, index) => ({ ...category, sortOrder: index + 1 }));
  await db
    .insertInto('faqCategories')
    .values(categories)
    .onConflict((oc) => oc.column('faqCategoryId').doUpdateSet(fromExcluded(categories[0]!)))
    .execute();

  const faqs = FAQS.map(([faqId, faqCategoryId, question, answer], index) => ({
    faqId,
    faqCategoryId,
    question,
    answer,
    sortOrder: index + 1,
  }));
  await db
    .insertInto('faqs')
    .values(faqs)
    .onConflict((oc) => oc.column('faqId').doUpdateSet(fromExcluded(faqs[0]!)))
    .execute();
}
