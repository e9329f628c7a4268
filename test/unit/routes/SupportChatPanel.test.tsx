import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../../../src/api/client';
import { SUPPORT_MESSAGE_MAX_LENGTH, type SupportConversation } from '../../../src/domain/support';
import { SupportChatPanel } from '../../../src/routes/-components/SupportChatPanel';
import { supportChat } from '../../../src/wiring/supportChat';
import type { ConversationCalls } from '../../../src/wiring/useSupportConversation';
import '../ui/radixDom';
import { customer } from './renderInRouter';

afterEach(() => {
  act(() => supportChat.shutdown());
  delete window.__BOXROOM_CONFIG__;
});

function signIn(path = '/apps/orders') {
  act(() => {
    supportChat.boot(customer);
    supportChat.update(path);
  });
}

const SENT_AT = '2026-03-02T09:00:00.000Z';

function conversationWith(
  ...bodies: [SupportConversation['messages'][number]['author'], string][]
) {
  return {
    ticketId: 'C-7',
    status: 'open',
    messages: bodies.map(([author, body], index) => ({
      messageId: index + 1,
      author,
      authorName: author === 'staff' ? 'Ana' : null,
      body,
      sentAt: SENT_AT,
    })),
  } satisfies SupportConversation;
}

function calls(overrides: Partial<ConversationCalls> = {}): ConversationCalls {
  return {
    load: vi.fn(async () => ok(null)),
    send: vi.fn(async ({ message }) =>
      ok(
        conversationWith(
          ['customer', message],
          ['auto', 'We usually reply within 2 working hours.'],
        ),
      ),
    ),
    ...overrides,
  };
}

describe('support chat panel', () => {
  it('is offered only while the chat runs, that is while signed in', () => {
    render(<SupportChatPanel calls={calls()} />);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    signIn();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    act(() => supportChat.shutdown());
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard with the environment, a greeting and focus in the message box', async () => {
    const user = userEvent.setup();
    render(<SupportChatPanel calls={calls()} />);
    signIn();

    await user.tab();
    await user.keyboard('{Enter}');

    const panel = screen.getByRole('dialog', { name: 'Chat with us' });
    // jsdom's host is localhost, a development host: the label says why it is there.
    expect(within(panel).getByText(/^UK UAT: this is a test site/)).toBeInTheDocument();
    expect(panel).toHaveAccessibleDescription('Hi Ada, how can we help?');
    expect(screen.getByLabelText('Your message')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });

  it('shows the earlier conversation when opened', async () => {
    const user = userEvent.setup();
    const load = vi.fn(async () =>
      ok(conversationWith(['customer', 'Hello'], ['staff', 'Hi there'])),
    );
    render(<SupportChatPanel calls={calls({ load })} />);
    signIn();

    await user.click(screen.getByRole('button', { name: 'Chat with us' }));

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Hi there')).toBeInTheDocument();
    expect(within(log).getByText(/^Ana at Boxroom/)).toBeInTheDocument();
  });

  it('sends a message named after the page and shows the automatic reply', async () => {
    const user = userEvent.setup();
    const chatCalls = calls();
    render(<SupportChatPanel calls={chatCalls} />);
    signIn('/apps/my-stuff');

    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Where is my box?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(chatCalls.send).toHaveBeenCalledWith({
      subject: 'Chat from /apps/my-stuff',
      message: 'Where is my box?',
    });
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('Where is my box?')).toBeInTheDocument();
    expect(within(log).getByText('We usually reply within 2 working hours.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('keeps the typed message and shows code 196 when the desk cannot be reached', async () => {
    const user = userEvent.setup();
    const send = vi
      .fn<ConversationCalls['send']>()
      .mockResolvedValueOnce(fail('Network error'))
      .mockResolvedValueOnce(ok(conversationWith(['customer', 'Hello'])));
    render(<SupportChatPanel calls={calls({ send })} />);
    signIn();

    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Hello{Control>}{Enter}{/Control}');

    expect(
      await screen.findByText(
        'Not sent: We could not reach our support desk, please try again later (code 196)',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.queryByText(/Not sent/)).not.toBeInTheDocument();
  });

  it('counts down the characters left and stops at the limit', async () => {
    const user = userEvent.setup();
    render(<SupportChatPanel calls={calls()} />);
    signIn();

    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    const box = screen.getByLabelText('Your message');
    expect(box).toHaveAttribute('maxLength', String(SUPPORT_MESSAGE_MAX_LENGTH));
    await user.type(box, 'Hi');
    expect(
      screen.getByText(`${SUPPORT_MESSAGE_MAX_LENGTH - 2} characters left`),
    ).toBeInTheDocument();
  });

  it('an empty message is not sent', async () => {
    const user = userEvent.setup();
    const chatCalls = calls();
    render(<SupportChatPanel calls={chatCalls} />);
    signIn();

    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription(
      `You can also press Ctrl and Enter to send Error: Enter a message ${SUPPORT_MESSAGE_MAX_LENGTH} characters left`,
    );
    expect(chatCalls.send).not.toHaveBeenCalled();
  });

  it('stays hidden when Intercom is configured', () => {
    window.__BOXROOM_CONFIG__ = { intercomAppId: 'abc123' };
    render(<SupportChatPanel calls={calls()} />);
    signIn();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });
});
