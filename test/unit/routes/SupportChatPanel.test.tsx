import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SendTicket, SupportChatPanel } from '../../../src/routes/-lib/SupportChatPanel';
import { supportChat } from '../../../src/routes/-lib/supportChat';
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

describe('support chat panel', () => {
  it('is offered only while the chat runs, that is while signed in', () => {
    render(<SupportChatPanel sendTicket={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
    signIn();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toBeInTheDocument();
    act(() => supportChat.shutdown());
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });

  it('opens from the keyboard with the environment, a greeting and focus in the message box', async () => {
    const user = userEvent.setup();
    render(<SupportChatPanel sendTicket={vi.fn()} />);
    signIn();

    await user.tab();
    await user.keyboard('{Enter}');

    const panel = screen.getByRole('dialog', { name: 'Chat with us' });
    // jsdom's host is localhost, a development host.
    expect(within(panel).getByText('UK UAT')).toBeInTheDocument();
    expect(panel).toHaveAccessibleDescription('Hi Ada, how can we help?');
    expect(screen.getByLabelText('Your message')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus();
  });

  it('sends a message as a support ticket named after the page and lists it as sent', async () => {
    const user = userEvent.setup();
    const sendTicket = vi.fn<SendTicket>(async () => ({ ok: true }));
    render(<SupportChatPanel sendTicket={sendTicket} />);
    signIn('/apps/my-stuff');

    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Where is my box?');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(sendTicket).toHaveBeenCalledWith({
      subject: 'Chat from /apps/my-stuff',
      message: 'Where is my box?',
    });
    const log = screen.getByRole('log', { name: 'Your messages' });
    expect(within(log).getByText('Where is my box?')).toBeInTheDocument();
    expect(await within(log).findByText('Sent')).toBeInTheDocument();
    expect(screen.getByLabelText('Your message')).toHaveValue('');
  });

  it('a message that fails says why and can be sent again', async () => {
    const user = userEvent.setup();
    const sendTicket = vi
      .fn<SendTicket>()
      .mockResolvedValueOnce({
        ok: false,
        message: 'We could not reach our support desk, please try again later',
      })
      .mockResolvedValueOnce({ ok: true });
    render(<SupportChatPanel sendTicket={sendTicket} />);
    signIn();

    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.type(screen.getByLabelText('Your message'), 'Hello{Control>}{Enter}{/Control}');

    expect(
      await screen.findByText(
        'Not sent: We could not reach our support desk, please try again later',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Sent')).toBeInTheDocument();
    expect(sendTicket).toHaveBeenCalledTimes(2);
  });

  it('an empty message is not sent', async () => {
    const user = userEvent.setup();
    const sendTicket = vi.fn<SendTicket>();
    render(<SupportChatPanel sendTicket={sendTicket} />);
    signIn();

    await user.click(screen.getByRole('button', { name: 'Chat with us' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(screen.getByLabelText('Your message')).toHaveAccessibleDescription(
      'You can also press Ctrl and Enter to send Error: Enter a message',
    );
    expect(sendTicket).not.toHaveBeenCalled();
  });

  it('stays hidden when Intercom is configured', () => {
    window.__BOXROOM_CONFIG__ = { intercomAppId: 'abc123' };
    render(<SupportChatPanel sendTicket={vi.fn()} />);
    signIn();
    expect(screen.queryByRole('button', { name: 'Chat with us' })).not.toBeInTheDocument();
  });
});
