import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { COMPANY } from '../../src/domain/company.ts';

/*
 * The one layout every Boxroom mail is drawn in: the logo, the customer's name, the message,
 * and how to reach us. Mail programs ignore style sheets, so every style is inline, and
 * colours are the light theme's (src/ui/theme/theme.css.ts; test/unit/mail-theme.test.ts
 * keeps the two the same, since server/ may not import src/ui).
 */
export const MAIL_COLOURS = {
  brand: '#0a6b66',
  brandContrast: '#ffffff',
  brandSoft: '#e3f3f1',
  text: '#1b2428',
  textMuted: '#4f5d63',
  background: '#f7f9f9',
  surface: '#ffffff',
  border: '#7b8a90',
  link: '#0b5cad',
} as const;

const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** How to reach us, from the support settings (the same the site's contact page shows). */
export interface MailContact {
  phone: string;
  email: string;
  openingHours: string;
}

/** What every message has: who it is for, where the site is, how to reach us. */
export interface MailFrame {
  publicUrl: string;
  contact: MailContact;
  /** The customer's first name, as they gave it. */
  firstName: string;
}

export function siteLink(frame: Pick<MailFrame, 'publicUrl'>, path: string): string {
  return `${frame.publicUrl.replace(/\/+$/, '')}${path}`;
}

function Logo({ href }: { href: string }) {
  // Drawn in HTML rather than as an image: mail programs block remote images and most refuse
  // SVG, and the mark must show before the reader trusts us.
  return (
    <Link href={href} style={{ textDecoration: 'none' }} data-skip-in-text={true}>
      <table
        role="presentation"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse' }}
      >
        <tbody>
          <tr>
            <td
              style={{
                backgroundColor: MAIL_COLOURS.brandContrast,
                color: MAIL_COLOURS.brand,
                borderRadius: '6px',
                width: '32px',
                height: '32px',
                textAlign: 'center',
                fontFamily: FONT,
                fontWeight: 700,
                fontSize: '18px',
                lineHeight: '32px',
              }}
            >
              B
            </td>
            <td
              style={{
                paddingLeft: '10px',
                color: MAIL_COLOURS.brandContrast,
                fontFamily: FONT,
                fontWeight: 700,
                fontSize: '22px',
              }}
            >
              Boxroom
            </td>
          </tr>
        </tbody>
      </table>
    </Link>
  );
}

export function MailLayout({
  frame,
  preview,
  heading,
  children,
}: {
  frame: MailFrame;
  /** The line a mail program shows after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
}) {
  const { contact } = frame;
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{preview}</Preview>
      <Body
        style={{
          backgroundColor: MAIL_COLOURS.background,
          color: MAIL_COLOURS.text,
          fontFamily: FONT,
          margin: 0,
          padding: '24px 0',
        }}
      >
        <Container style={{ maxWidth: '600px', width: '100%' }}>
          <Section
            style={{
              backgroundColor: MAIL_COLOURS.brand,
              padding: '16px 24px',
              borderRadius: '12px 12px 0 0',
            }}
          >
            <Logo href={siteLink(frame, '/')} />
          </Section>
          <Section
            style={{
              backgroundColor: MAIL_COLOURS.surface,
              padding: '8px 24px 24px',
              borderRadius: '0 0 12px 12px',
            }}
          >
            <Heading as="h1" style={{ fontSize: '24px', lineHeight: '1.25', margin: '16px 0' }}>
              {heading}
            </Heading>
            <Paragraph>Hello {frame.firstName || 'there'},</Paragraph>
            {children}
          </Section>
          <Section style={{ padding: '16px 24px', color: MAIL_COLOURS.textMuted }}>
            <Text style={{ fontSize: '14px', lineHeight: '1.5', margin: '0 0 8px' }}>
              Questions? Call us on{' '}
              <Link href={`tel:${contact.phone.replace(/\s+/g, '')}`} style={linkStyle}>
                {contact.phone}
              </Link>{' '}
              ({contact.openingHours}) or e-mail{' '}
              <Link href={`mailto:${contact.email}`} style={linkStyle}>
                {contact.email}
              </Link>
              .
            </Text>
            <Text style={{ fontSize: '12px', lineHeight: '1.5', margin: 0 }}>
              {COMPANY.name}, {COMPANY.office}. Company number {COMPANY.number}, VAT {COMPANY.vat}.
              You get this e-mail because of your Boxroom account; it is about something you booked
              or changed, so it is sent whatever your marketing choices.
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const linkStyle = { color: MAIL_COLOURS.link, textDecoration: 'underline' } as const;

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text style={{ fontSize: '16px', lineHeight: '1.5', margin: '0 0 16px' }}>{children}</Text>
  );
}

export function SubHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ fontSize: '18px', lineHeight: '1.3', margin: '24px 0 8px' }}>
      {children}
    </Heading>
  );
}

export function Action({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 16px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: MAIL_COLOURS.brand,
          color: MAIL_COLOURS.brandContrast,
          borderRadius: '8px',
          padding: '12px 20px',
          fontSize: '16px',
          fontWeight: 700,
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

export function TextLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={linkStyle}>
      {children}
    </Link>
  );
}

/** Label and value pairs: the order number, the day, the address. */
export function Facts({
  rows,
}: {
  rows: readonly (readonly [string, string | null | undefined])[];
}) {
  return (
    <Section
      style={{
        backgroundColor: MAIL_COLOURS.brandSoft,
        borderRadius: '8px',
        padding: '8px 16px',
        margin: '0 0 16px',
      }}
    >
      {/* A plain table, which the text part lays out as label and value columns. */}
      <table
        className="facts"
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: 'collapse' }}
      >
        <tbody>
          {rows
            .filter((row): row is readonly [string, string] => Boolean(row[1]))
            .map(([label, value]) => (
              <tr key={label}>
                <td
                  style={{
                    width: '38%',
                    verticalAlign: 'top',
                    padding: '6px 8px 6px 0',
                    fontSize: '14px',
                    color: MAIL_COLOURS.textMuted,
                  }}
                >
                  {label}
                </td>
                <td
                  style={{
                    verticalAlign: 'top',
                    padding: '6px 0',
                    fontSize: '15px',
                    fontWeight: 600,
                  }}
                >
                  {value}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </Section>
  );
}

/** What was ordered: one row a line, the amount as the screens print it. */
export function LineItems({
  lines,
  total,
}: {
  lines: readonly { description: string; quantity: number; amount: string }[];
  total: { label: string; amount: string };
}) {
  const cell = {
    padding: '6px 0',
    fontSize: '15px',
    borderBottom: `1px solid ${MAIL_COLOURS.brandSoft}`,
  };
  return (
    <table
      className="lines"
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}
    >
      <tbody>
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two lines may read the same
          <tr key={index}>
            <td style={cell}>
              {line.quantity > 1 ? `${line.quantity} × ` : ''}
              {line.description}
            </td>
            <td style={{ ...cell, textAlign: 'right', whiteSpace: 'nowrap' }}>{line.amount}</td>
          </tr>
        ))}
        <tr>
          <td style={{ padding: '8px 0', fontSize: '16px', fontWeight: 700 }}>{total.label}</td>
          <td style={{ padding: '8px 0', fontSize: '16px', fontWeight: 700, textAlign: 'right' }}>
            {total.amount}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export function Steps({ steps }: { steps: readonly string[] }) {
  return (
    <ol style={{ margin: '0 0 16px', paddingLeft: '20px' }}>
      {steps.map((step) => (
        <li key={step} style={{ fontSize: '16px', lineHeight: '1.5', margin: '0 0 6px' }}>
          {step}
        </li>
      ))}
    </ol>
  );
}

export function Divider() {
  return <Hr style={{ borderColor: MAIL_COLOURS.brandSoft, margin: '24px 0 8px' }} />;
}
