import type { ContentPage } from '../../src/domain/content.ts';
import { COMPANY } from './legal.ts';

/*
 * Every key the web app writes to browser storage is named here; a unit test reads the app's
 * own key constants and fails when one is missing, so this page cannot fall behind the code.
 */
export const COOKIE_POLICY: ContentPage = {
  slug: 'cookie-policy',
  title: 'Cookie policy',
  summary:
    'What Boxroom stores in your browser, why, and for how long. We use no advertising or tracking cookies, so we do not ask for consent to them: everything below is strictly necessary to provide the service you asked for.',
  updatedOn: '2026-11-02',
  sections: [
    {
      id: 'our-approach',
      heading: 'Our approach',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Our own website sets no cookies. Instead it keeps a few items in your browser’s local storage and session storage, which work like cookies but are never sent to our servers on their own. Under the Privacy and Electronic Communications Regulations these items are strictly necessary: without them you could not stay signed in or pick up an order where you left it.',
        },
        {
          kind: 'paragraph',
          text: 'Signing out removes everything that belongs to your account from this browser. You can also clear site data at any time in your browser settings; you will then be signed out and any order in progress will start again.',
        },
      ],
    },
    {
      id: 'local-storage',
      heading: 'Local storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kept on this device until you sign out or clear site data.',
        },
        {
          kind: 'table',
          caption: 'Items Boxroom keeps in local storage',
          columns: ['Name', 'Purpose', 'Lifetime'],
          rows: [
            [
              'boxroom.accessToken',
              'Keeps you signed in: the token that proves who you are to our API',
              'Until you sign out, or after 2 hours without use (7 days at most)',
            ],
            [
              'boxroom.roles',
              'The kind of account you have, so the right pages are shown',
              'Until you sign out',
            ],
            [
              'boxroom.authenticated',
              'Records that this browser is signed in, so other tabs know it too',
              'Until you sign out',
            ],
            [
              'boxroom.state.customerId',
              'Your customer number, so your boxes load while a reload checks you are still signed in',
              'Until you sign out',
            ],
            [
              'boxroom.state.basket',
              'The basket of the order you are building',
              'Until the order is placed or you sign out',
            ],
            [
              'boxroom.state.orderFunnel',
              'Where you are in ordering storage and what you chose, so a reload does not lose it',
              'Until the order is placed or you sign out',
            ],
            [
              'boxroom.state.checkout',
              'A payment in progress, so it is not taken twice if the page reloads',
              'Until the payment completes',
            ],
            [
              'boxroom.state.returnFunnel',
              'Where you are in booking a return and what you chose',
              'Until the return is booked or you sign out',
            ],
            [
              'boxroom.state.returnBasket',
              'The basket of the return you are booking',
              'Until the return is booked or you sign out',
            ],
            [
              'boxroom.state.returnCheckout',
              'A return payment in progress',
              'Until the payment completes',
            ],
            [
              'boxroom.state.collectionFunnel',
              'Where you are in booking a collection and what you chose',
              'Until the collection is booked or you sign out',
            ],
            [
              'boxroom.state.collectionBasket',
              'The basket of the collection you are booking',
              'Until the collection is booked or you sign out',
            ],
            [
              'boxroom.state.collectionCheckout',
              'A collection payment in progress',
              'Until the payment completes',
            ],
            [
              'boxroom.state.myStuff',
              'The tab and view you last used on My stuff',
              'Until you sign out',
            ],
            [
              'boxroom.state.returnSelection',
              'The boxes you ticked to return',
              'Until the return is booked or you sign out',
            ],
            [
              'boxroom.state.collectionSelection',
              'The boxes you ticked to send back into storage',
              'Until the collection is booked or you sign out',
            ],
          ],
        },
      ],
    },
    {
      id: 'session-storage',
      heading: 'Session storage',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Kept only while this tab is open, and deleted when you close it.',
        },
        {
          kind: 'table',
          caption: 'Items Boxroom keeps in session storage',
          columns: ['Name', 'Purpose', 'Lifetime'],
          rows: [
            [
              'boxroom.reloadedAt.<page>',
              'When we release a new version, the page reloads once to fetch it; this stops it reloading again in a loop',
              'Until the tab is closed',
            ],
            [
              'tsr-scroll-restoration-v1_3',
              'Where you had scrolled to on each page, so Back returns you to the same place',
              'Until the tab is closed',
            ],
          ],
        },
      ],
    },
    {
      id: 'third-party-cookies',
      heading: 'Cookies set by our providers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you enter card details, our payment provider Stripe loads its own form, which sets cookies to prevent fraud. When our chat is provided by Intercom, Intercom sets cookies so that your conversation follows you between pages. These providers act under their own cookie policies, at stripe.com/cookies-policy/legal and intercom.com/legal/cookie-policy.',
        },
        {
          kind: 'table',
          caption: 'Cookies our payment and chat providers set',
          columns: ['Name', 'Set by', 'Purpose', 'Lifetime'],
          rows: [
            [
              '__stripe_mid',
              'Stripe',
              'Fraud prevention: recognises a device across payments',
              '1 year',
            ],
            ['__stripe_sid', 'Stripe', 'Fraud prevention during one visit', '30 minutes'],
            [
              'intercom-id-<app id>',
              'Intercom',
              'Recognises your browser so the chat shows your conversation',
              '9 months',
            ],
            [
              'intercom-session-<app id>',
              'Intercom',
              'Keeps you signed in to the chat between pages',
              '1 week, removed when you sign out',
            ],
            [
              'intercom-device-id-<app id>',
              'Intercom',
              'Recognises the device for chat notifications',
              '9 months',
            ],
          ],
        },
      ],
    },
    {
      id: 'analytics',
      heading: 'Analytics',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The website records when someone signs in or creates an account, without storing anything in your browser and without advertising identifiers. We use these counts only to see how the service is used.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Questions',
      blocks: [
        {
          kind: 'paragraph',
          text: `Email ${COMPANY.privacyEmail} with any question about this policy. Our privacy policy explains how we use personal data more generally.`,
        },
      ],
    },
  ],
};
