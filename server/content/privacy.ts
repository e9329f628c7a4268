import type { ContentPage } from '../../src/domain/content.ts';
import { COMPANY } from './legal.ts';

export const PRIVACY: ContentPage = {
  slug: 'privacy',
  title: 'Privacy policy',
  summary:
    'How Boxroom collects and uses your personal data when you use our website and our storage service, how long we keep it, who we share it with and the rights you have under UK data protection law.',
  updatedOn: '2026-11-02',
  sections: [
    {
      id: 'controller',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'paragraph',
          text: `${COMPANY.name} (company number ${COMPANY.number}), ${COMPANY.office}, is the controller of your personal data. We are registered with the Information Commissioner’s Office under number ${COMPANY.ico}.`,
        },
        {
          kind: 'paragraph',
          text: `For anything about your data, email our data protection lead at ${COMPANY.privacyEmail} or write to us at the address above, marked for the attention of the Data Protection Lead.`,
        },
      ],
    },
    {
      id: 'what-we-keep',
      heading: 'What we keep and why',
      blocks: [
        {
          kind: 'table',
          caption: 'The personal data we keep, why, and our lawful basis',
          columns: ['Data', 'Why we need it', 'Lawful basis'],
          rows: [
            [
              'Name, email address, phone number and password (stored only as a salted hash)',
              'To create and secure your account, and to contact you about your orders',
              'Contract',
            ],
            [
              'Collection and delivery addresses, and the timeslots you choose',
              'To collect and return your boxes',
              'Contract',
            ],
            [
              'Descriptions and photos of your boxes and their contents',
              'To show you what you have stored and to settle insurance claims',
              'Contract',
            ],
            [
              'Payment card details (held by our payment provider; we see only the brand, the last four digits and the expiry date)',
              'To take payments you agree to and monthly storage charges',
              'Contract',
            ],
            [
              'Orders, invoices and payments',
              'To keep accounts and meet tax law',
              'Legal obligation',
            ],
            [
              'Messages you send us by chat, email or phone',
              'To answer you and to improve our service',
              'Legitimate interests',
            ],
            [
              'Technical data: IP address, browser, pages requested and sign-in attempts',
              'To keep the service secure and stop abuse, for example by limiting repeated sign-in attempts',
              'Legitimate interests',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'We do not sell your data, we do not use it for automated decisions that have legal effects on you, and we send marketing email only if you have asked for it; every marketing email has a link to stop it.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Your account, addresses and box records: while you store with us, and for two years after your last box is returned, so that we can deal with any claim or question.',
            'Invoices, orders and payment records: six years from the end of the tax year they belong to, as HMRC requires.',
            'Chat and email conversations: two years after the conversation is closed.',
            'Security logs and sign-in attempts: 90 days.',
            'Photos of your boxes: deleted with your box records, or earlier if you delete them yourself.',
          ],
        },
      ],
    },
    {
      id: 'processors',
      heading: 'Who we share it with',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We share data only with the companies that help us run the service, under contracts that require them to protect it and to use it only on our instructions:',
        },
        {
          kind: 'table',
          caption: 'Processors we use',
          columns: ['Processor', 'What they do', 'Where'],
          rows: [
            [
              'Stripe Payments Europe Ltd',
              'Card payments and card storage',
              'Ireland and the United States',
            ],
            [
              'Intercom R&D Unlimited Company',
              'Customer support chat, when enabled',
              'Ireland and the United States',
            ],
            ['Loqate (GBG plc)', 'Address lookup from a postcode', 'United Kingdom'],
            [
              'Our courier partners',
              'Collection and delivery of your boxes',
              'United Kingdom and Ireland',
            ],
            [
              'Amazon Web Services EMEA SARL',
              'Hosting of our website and database',
              'United Kingdom (London region)',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Where a processor handles data outside the UK, the transfer is protected by UK adequacy regulations or by the International Data Transfer Addendum to the EU standard contractual clauses. We may also share data with the police or other authorities when the law requires it.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights under UK GDPR',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You have the right to:',
        },
        {
          kind: 'list',
          items: [
            'ask for a copy of the personal data we hold about you;',
            'ask us to correct data that is wrong or incomplete; most details you can change yourself under Account details;',
            'ask us to delete your data, where we no longer need it or you withdraw consent;',
            'ask us to limit how we use your data while a concern is looked into;',
            'object to our use of your data for our legitimate interests, and at any time to direct marketing;',
            'receive the data you gave us in a machine-readable form, or have it sent to another company.',
          ],
        },
        {
          kind: 'paragraph',
          text: `To use any of these rights, email ${COMPANY.privacyEmail}. We answer within one month and do not charge. If you are unhappy with how we handle your data, you can complain to the Information Commissioner’s Office at ico.org.uk or on 0303 123 1113; customers in Ireland can also contact the Data Protection Commission at dataprotection.ie.`,
        },
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Data travels encrypted between your browser and our servers, passwords are stored only as salted hashes, and staff can see customer data only where their job needs it. Card numbers never reach our servers.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When we change this policy we update the date at the top of this page, and we email you about any change that affects how we use data you have already given us.',
        },
      ],
    },
  ],
};
