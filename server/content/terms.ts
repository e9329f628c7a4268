import { SIZE_RULES } from '../../src/domain/box-types.ts';
import type { ContentPage } from '../../src/domain/content.ts';
import { INCLUDED_CARE_TEXT, PAID_COVER_TEXT } from '../../src/domain/cover.ts';
import { COMPANY, COMPANY_LINE } from './legal.ts';

export const TERMS: ContentPage = {
  slug: 'terms',
  title: 'Terms and conditions',
  summary:
    'The agreement between you and Boxroom when you store boxes, suitcases or a drive-up unit with us. Please read it before you order: it explains what you can store, what we are responsible for, how you pay and how you can cancel.',
  updatedOn: '2026-11-02',
  sections: [
    {
      id: 'about-us',
      heading: 'About us and this agreement',
      blocks: [
        { kind: 'paragraph', text: `Boxroom is a trading name of ${COMPANY_LINE}` },
        {
          kind: 'paragraph',
          text: 'These terms, together with the order confirmation we email you, form the contract between you and us. You must be 18 or over and live in the United Kingdom or the Republic of Ireland to order. If anything in your order confirmation differs from these terms, the order confirmation applies.',
        },
        {
          kind: 'paragraph',
          text: `You can contact us on ${COMPANY.phone} (Monday to Friday 8am to 8pm, Saturday 9am to 5pm), by email to ${COMPANY.email}, or by chat when you are signed in.`,
        },
      ],
    },
    {
      id: 'our-service',
      heading: 'Our service',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect your boxes from the address you give us, store them in our warehouse, and deliver them back to you when you ask. With a drive-up storage unit you bring your goods to our site yourself and keep the only key.',
        },
        {
          kind: 'list',
          items: [
            `Each box must be ${SIZE_RULES.boxMaterial}, sealed with tape, and weigh no more than ${SIZE_RULES.maxWeightKg} kg.`,
            `A small box measures up to ${SIZE_RULES.smallMaxCombinedCm} cm, a medium box ${SIZE_RULES.mediumMinCombinedCm} to ${SIZE_RULES.mediumMaxCombinedCm} cm and a large box up to ${SIZE_RULES.largeMaxCombinedCm} cm, adding width, height and length together. Plastic crates are not accepted as large boxes.`,
            `A suitcase must have a hard shell or be packed in our suitcase box (${SIZE_RULES.suitcaseBoxCm.width} x ${SIZE_RULES.suitcaseBoxCm.height} x ${SIZE_RULES.suitcaseBoxCm.length} cm).`,
            'We may refuse to collect a box that is over the weight limit, damaged, leaking or not sealed. If the driver refuses a box, the collection charge still applies.',
          ],
        },
      ],
    },
    {
      id: 'prohibited-items',
      heading: 'Prohibited items',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You must not store, and you promise that your boxes and unit do not contain:',
        },
        {
          kind: 'list',
          items: [
            'food, drink or anything perishable, and plants or animals, alive or dead;',
            'liquids of any kind, including paint, oil and cleaning products;',
            'flammable, explosive, corrosive, toxic or radioactive substances, including fuel, gas bottles, fireworks, aerosols and lithium batteries not fitted in a device;',
            'firearms, ammunition, weapons and parts of them;',
            'cash, bank cards, securities, jewellery, precious metals and stones;',
            'anything illegal, stolen, counterfeit or that you do not own or have the owner’s permission to store;',
            'anything that smells, attracts vermin or could damage other customers’ goods.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'If we reasonably believe a box or unit holds a prohibited item, we may open it in the presence of two members of staff, remove the item and, where the law requires, hand it to the police or the local authority. You are responsible for any loss or cost this causes us or other customers.',
        },
      ],
    },
    {
      id: 'liability-and-insurance',
      heading: 'Liability and insurance',
      blocks: [
        {
          kind: 'paragraph',
          text: `We look after your goods with reasonable care and skill from collection until they are delivered back to you. ${INCLUDED_CARE_TEXT} ${PAID_COVER_TEXT}`,
        },
        {
          kind: 'list',
          items: [
            'A claim must be made within 14 days of the box being delivered back to you, with photos of the damage and of the box.',
            'We pay the cost of repairing an item or, if it cannot be repaired, of replacing it with one of similar age and condition, up to your level of cover.',
            'We are not responsible for damage caused by poor packing, for the natural wear of goods over time, or for prohibited items.',
            'We are not responsible for losses that were not foreseeable when the contract was made, or for business losses.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law, including your rights under the Consumer Rights Act 2015.',
        },
      ],
    },
    {
      id: 'cancellation',
      heading: 'Your right to cancel within 14 days',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 you may cancel your order within 14 days of the day we confirm it, without giving a reason. To cancel, cancel the order under Orders in your account, call us or email us.',
        },
        {
          kind: 'paragraph',
          text: 'If you cancel before we have collected anything, we refund everything you paid. If you asked us to start the service within the 14 days and we have already collected your boxes, we refund what you paid less a proportionate amount for the storage provided and the cost of delivering your boxes back to you. We refund to the card you paid with within 14 days of your cancellation.',
        },
      ],
    },
    {
      id: 'payment',
      heading: 'Payment and late payment',
      blocks: [
        {
          kind: 'paragraph',
          text: 'All prices include VAT. When you order, we take payment for the storage term you chose, any packing materials and any collection charge. After the term, storage continues month by month at the same monthly price, and we charge your default card on the same day each month. Returns are paid for when you book them.',
        },
        {
          kind: 'paragraph',
          text: 'If a payment fails we tell you by email and try again over the following seven days. While a balance is unpaid we may pause returns. If a balance is still unpaid 30 days after it was due, we may charge interest at 4% a year above the Bank of England base rate. If it is still unpaid 90 days after it was due, we will write to you giving at least 28 days’ notice before we exercise our right under the Torts (Interference with Goods) Act 1977 to sell or dispose of the goods to recover what is owed, returning any surplus to you.',
        },
        {
          kind: 'paragraph',
          text: 'We may change our prices by giving you at least 30 days’ notice by email. The change applies from the first payment after the notice ends; a term you have already paid for keeps its price.',
        },
      ],
    },
    {
      id: 'ending-storage',
      heading: 'Ending storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You can end storage at any time after the minimum period of one month by asking for all your boxes back. Storage charges stop on the day your boxes leave our warehouse. For a drive-up unit, give us notice and empty the unit by the end of the notice period.',
        },
        {
          kind: 'paragraph',
          text: 'We may end the agreement by giving you at least 60 days’ notice, in which case we return your boxes free of charge to an address in our delivery area. We may end it sooner if you seriously break these terms, for example by storing prohibited items.',
        },
      ],
    },
    {
      id: 'complaints-and-law',
      heading: 'Complaints and the law',
      blocks: [
        {
          kind: 'paragraph',
          text: `If something has gone wrong, tell us on ${COMPANY.phone} or at ${COMPANY.email} and we will reply within five working days. These terms are governed by the law of England and Wales. If you live in Scotland, Northern Ireland or the Republic of Ireland you may also bring proceedings in your local courts, and the consumer law of the place where you live continues to protect you.`,
        },
      ],
    },
  ],
};
