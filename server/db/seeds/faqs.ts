import { CUSTOMER_SERVICES_PHONE, INFO_EMAIL } from '../../../src/domain/contact.ts';
import { INCLUDED_CARE_TEXT, PAID_COVER_TEXT } from '../../../src/domain/cover.ts';
import type { Db } from '../database.ts';
import { fromExcluded } from './upsert.ts';

/*
 * Ids are stable: a category or question keeps its id for good (its slug and text may be
 * reworded); new entries take the next id. Display order is the position in these lists.
 */
const CATEGORIES = [
  { faqCategoryId: 1, slug: 'boxes-and-packing', name: 'Boxes and packing' },
  { faqCategoryId: 4, slug: 'prices-and-payment', name: 'Prices and payment' },
  { faqCategoryId: 2, slug: 'collection', name: 'Collection' },
  { faqCategoryId: 3, slug: 'returns', name: 'Returns' },
  { faqCategoryId: 6, slug: 'drive-up-storage', name: 'Drive-up storage units' },
  { faqCategoryId: 5, slug: 'insurance', name: 'Insurance' },
  { faqCategoryId: 7, slug: 'account', name: 'Your account' },
];

const BOXES = 1;
const COLLECTION = 2;
const RETURNS = 3;
const PRICES = 4;
const INSURANCE = 5;
const DRIVE_UP = 6;
const ACCOUNT = 7;

/** The questions and answers, exported so the search can be tested on the real text. */
export const FAQS: [faqId: number, categoryId: number, question: string, answer: string][] = [
  [
    1,
    BOXES,
    'How does storage by the box work?',
    'You pack your things into boxes, we collect them from your door and keep them in our secure warehouse. You pay a monthly price for each box and can ask for any box back whenever you need it, one box or all of them.',
  ],
  [
    4,
    BOXES,
    'How big and heavy can a box be?',
    'Add the width, height and length of the box together. A small box is up to 110 cm, a medium box 110 to 125 cm and a large box no more than 167 cm. Every box must weigh 25 kg or less, so that one person can lift it safely.',
  ],
  [
    40,
    BOXES,
    'What is the weight limit for a box?',
    'Every box and every suitcase must weigh 25 kg or less, so that one person can lift it safely. Put heavy things such as books in small boxes and fill large boxes with lighter things.',
  ],
  [
    18,
    BOXES,
    'What kind of box should I use?',
    'Use strong double-walled cardboard boxes with the flaps taped shut on top and bottom. Plastic crates are not accepted as large boxes because they crack in the racking. If you have no boxes, order ours with your storage and we deliver them before the collection.',
  ],
  [
    3,
    BOXES,
    'What can I not store?',
    'Food and drink, liquids, plants, animals, firearms and ammunition, fireworks, gas bottles, paint, fuel and anything else flammable, corrosive or hazardous, cash, jewellery and anything illegal. The full list is in our terms and conditions.',
  ],
  [
    5,
    BOXES,
    'Can I store a suitcase?',
    'Yes. A suitcase must have a hard shell, or be packed in our suitcase box, which measures 40 x 52 x 75 cm. Like a box, it must weigh no more than 25 kg.',
  ],
  [
    19,
    BOXES,
    'How should I label my boxes?',
    'Write a short description of what is inside on the side of each box before we collect it. Our driver sticks a barcode label on every box, and the description you give appears next to it under My stuff so you can find the right box to ask back.',
  ],
  [
    20,
    BOXES,
    'Can I pack fragile things?',
    'Yes, if they are wrapped and padded so that nothing moves when the box is tilted. Fill the gaps with paper or bubble wrap and write FRAGILE on the top and sides. We store boxes on racking, never stacked under heavy loads.',
  ],
  [
    2,
    PRICES,
    'What is the minimum storage period?',
    'One month. Choosing a longer term when you order lowers the monthly price of every box: the longer the term, the bigger the saving, up to 35% for 12 months.',
  ],
  [
    21,
    PRICES,
    'How much does storage cost?',
    'A small box costs from £5.95 a month, a medium box from £7.95 and a large box from £9.95, for one box stored for one month. Storing more boxes or for longer brings the price per box down. You see the full price, including VAT, before you pay.',
  ],
  [
    22,
    PRICES,
    'When am I charged?',
    'We take the first payment when you place your order, for the term you chose. After the term ends, storage carries on month by month at the same monthly price, charged to your default card on the same day each month, until you ask for your boxes back.',
  ],
  [
    41,
    PRICES,
    'How do monthly payments work?',
    'Your order pays for the term you chose. Once the term ends, storage is billed month by month at the same monthly price, to your default card, on the same day each month. Every monthly bill is listed under Payments in your account with the month it pays for and the card it was taken from. Monthly payments stop when all your boxes are back with you.',
  ],
  [
    23,
    PRICES,
    'Do prices include VAT?',
    'Yes. Every price we show, on the website and on invoices, includes VAT at the standard rate.',
  ],
  [
    24,
    PRICES,
    'What happens if a payment fails?',
    'We email you and try the card again over the next few days. If the balance stays unpaid for 30 days we may pause returns until it is settled, as our terms explain. You can pay an outstanding balance at any time under Payments in your account.',
  ],
  [
    42,
    PRICES,
    'Can I cancel an order?',
    `Yes, free of charge until 11:59pm on the day before the courier comes (for a drive-up unit, the day before your drop-off or move-out day). Open Orders in your account and choose Cancel order. After that, please call us on ${CUSTOMER_SERVICES_PHONE}.`,
  ],
  [
    43,
    PRICES,
    'How do refunds work?',
    'When you cancel an order in time, we refund everything you paid for it to the card you paid with, usually within 5 to 10 working days. We email you the amount and the card, and the refund is listed under Payments in your account.',
  ],
  [
    25,
    PRICES,
    'Which cards do you accept?',
    'Visa, Mastercard and American Express debit and credit cards. Card details are held by our payment provider, never by us. Your bank may ask you to confirm a payment in its app.',
  ],
  [
    6,
    COLLECTION,
    'Which days do you collect?',
    'Monday to Friday, except bank holidays. Where our own vans collect, mainly in and around London, Saturday morning collection is also offered, handed over in person: doorstep collection is not available on Saturdays. We never collect on Sundays. The earliest date you can choose depends on your postcode and is shown when you order.',
  ],
  [
    7,
    COLLECTION,
    'Do I need to be at home for the collection?',
    'Someone over 18 needs to hand the boxes to our driver and sign for them. If you choose doorstep collection, have the boxes ready at your front door at the start of your timeslot.',
  ],
  [
    8,
    COLLECTION,
    'Which areas do you cover?',
    'The whole of Great Britain, Northern Ireland and the Republic of Ireland. Collections and returns further from our London depot carry a distance charge, which we show before you pay.',
  ],
  [
    26,
    COLLECTION,
    'Can I change my collection date?',
    'Yes, while the order can still be edited: open the order under Orders and choose another timeslot. Changes close the working day before the collection.',
  ],
  [
    27,
    COLLECTION,
    'What if I am not in when the driver comes?',
    'The driver waits for up to 10 minutes, then leaves a card. Call us or chat with us and we book the next free collection at no extra cost the first time.',
  ],
  [
    9,
    RETURNS,
    'How do I get my boxes back?',
    'Sign in, open My stuff, tick the boxes you want and choose Return. Pick a delivery address and a timeslot, and we bring them to you. You can return one box or all of them.',
  ],
  [
    10,
    RETURNS,
    'Can you return items on a Saturday?',
    'No. Items are returned Monday to Friday, except bank holidays; doorstep delivery is not available on Saturdays, and we do not deliver on Sundays.',
  ],
  [
    11,
    RETURNS,
    'How much does a return cost?',
    'The price depends on how many boxes come back and where they go. You see the price, including any distance charge, before you confirm the return.',
  ],
  [
    28,
    RETURNS,
    'Can I send a box back into storage after a return?',
    'Yes. Book a collection for it under My stuff and it goes back into storage on your current monthly price.',
  ],
  [
    29,
    RETURNS,
    'Why can I not return one of my boxes?',
    'A box can only be returned once it is in our warehouse, not while it is on its way to us or already on its way back. Occasionally a box is held for a check; My stuff shows this, and our team can tell you when it will be free.',
  ],
  [
    30,
    DRIVE_UP,
    'What is a drive-up storage unit?',
    'A lockable unit at one of our sites that you drive up to and load yourself, for furniture and anything too big for a box. Units come in sizes from a small garden shed to a single garage.',
  ],
  [
    31,
    DRIVE_UP,
    'How long is the contract for a drive-up unit?',
    'The shortest contract is one month. Longer contracts lower the monthly price, and you can give notice at any time after the first month.',
  ],
  [
    32,
    DRIVE_UP,
    'When can I visit my unit?',
    'Every day from 6am to 10pm with your own padlock and the gate code we send you. Staff are on site during office hours if you need a trolley or a hand.',
  ],
  [
    33,
    DRIVE_UP,
    'Do you check what goes into a unit?',
    'Our staff check the contents of a unit when it is first loaded and photograph them, so that any claim can be settled quickly. The same rules on prohibited items apply as for boxes.',
  ],
  [
    15,
    INSURANCE,
    'Is my stuff insured?',
    `${INCLUDED_CARE_TEXT} ${PAID_COVER_TEXT} You choose it, or none, at checkout; nothing is chosen for you.`,
  ],
  [
    34,
    INSURANCE,
    'How much cover do I need?',
    'Add up what it would cost to replace everything you store, new for old. If that is more than the cover you chose, choose a higher level: claims are capped at the cover on your account.',
  ],
  [
    35,
    INSURANCE,
    'How do I make a claim?',
    `Tell us within 14 days of getting the box back, with photos of the damage and of the box, by email to ${INFO_EMAIL} or by chat. We aim to settle claims within 30 days.`,
  ],
  [
    36,
    INSURANCE,
    'What is not covered?',
    'Items that are prohibited, badly packed so that they break in normal handling, or worth more than the cover you chose. Cash, jewellery and irreplaceable items such as photographs are not covered at any level.',
  ],
  [
    37,
    ACCOUNT,
    'How do I reset my password?',
    'Choose Forgotten your password on the sign-in page and enter your email address. We email you a link to choose a new password; it works for one hour.',
  ],
  [
    16,
    ACCOUNT,
    'How do I change the card I pay with?',
    'Add a new card under Cards in your account and make it your default. Your default card cannot be deleted until another card takes its place.',
  ],
  [
    38,
    ACCOUNT,
    'How do I change my address or phone number?',
    'Open Account details to change your name, phone number or email address, and Addresses to add or remove addresses. Returns already booked keep the address they were booked to.',
  ],
  [
    39,
    ACCOUNT,
    'How do I close my account?',
    'Ask for all your boxes back and settle any balance, then contact us and we close the account. We keep invoices for six years because the law requires it; our privacy policy explains what else we keep.',
  ],
  [
    17,
    ACCOUNT,
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
  // Questions retired from the list leave the page too.
  await db
    .deleteFrom('faqs')
    .where(
      'faqId',
      'not in',
      faqs.map((faq) => faq.faqId),
    )
    .execute();
}
