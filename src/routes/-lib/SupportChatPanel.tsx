import { Dialog as RadixDialog } from 'radix-ui';
import type { FormEvent, KeyboardEvent } from 'react';
import { useId, useReducer, useRef, useState } from 'react';
import { createSupportTicket } from '../../api/support';
import type { Customer } from '../../domain/customer';
import { supportTicketRequestSchema } from '../../domain/support';
import { Button } from '../../ui/Button/Button';
import { cx } from '../../ui/cx';
import { FieldError, FieldHint, fieldDescription } from '../../ui/Field/Field';
import * as fieldStyles from '../../ui/Field/Field.css';
import { intercomEnabled } from './intercom';
import * as styles from './SupportChatPanel.css';
import { useSupportChat } from './supportChat';

export type SendTicket = (ticket: {
  subject: string;
  message: string;
}) => Promise<{ ok: true } | { ok: false; message: string }>;

export interface SupportChatPanelProps {
  /** Creates the support ticket; the API call unless a test supplies its own. */
  sendTicket?: SendTicket;
}

const SUBJECT_MAX_LENGTH = 200;
const MESSAGE_MAX_LENGTH = 5000;
const SEND_HINT = 'You can also press Ctrl and Enter to send';

/** The ticket subject names the page the customer wrote from, so support sees the context. */
export function chatSubject(path: string): string {
  return `Chat from ${path}`.slice(0, SUBJECT_MAX_LENGTH);
}

/**
 * The built-in support chat for signed-in customers: a "Chat with us" button at the bottom
 * right opening a non-modal panel. Each message becomes a support ticket. Hidden while the
 * chat is not running (signed out) and when Intercom serves instead.
 */
export function SupportChatPanel({ sendTicket = createSupportTicket }: SupportChatPanelProps) {
  const chat = useSupportChat();
  if (!chat.running || !chat.user || intercomEnabled()) return null;
  // Keyed by customer: the messages of one customer are never shown to the next.
  return (
    <ChatLauncher
      key={chat.user.customerId}
      user={chat.user}
      environment={chat.environment}
      path={chat.path}
      sendTicket={sendTicket}
    />
  );
}

type MessageStatus = 'sending' | 'sent' | 'failed';

interface ChatMessage {
  id: number;
  subject: string;
  text: string;
  status: MessageStatus;
  error: string | null;
}

type MessagesAction =
  | { type: 'added'; message: ChatMessage }
  | { type: 'retried'; id: number }
  | { type: 'settled'; id: number; error: string | null };

function messagesReducer(messages: ChatMessage[], action: MessagesAction): ChatMessage[] {
  switch (action.type) {
    case 'added':
      return [...messages, action.message];
    case 'retried':
      return messages.map((message) =>
        message.id === action.id ? { ...message, status: 'sending', error: null } : message,
      );
    case 'settled':
      return messages.map((message) =>
        message.id === action.id
          ? { ...message, status: action.error ? 'failed' : 'sent', error: action.error }
          : message,
      );
  }
}

function messageProblem(text: string): string | null {
  if (supportTicketRequestSchema.shape.message.safeParse(text).success) return null;
  return text.trim() === ''
    ? 'Enter a message'
    : `Your message must be ${MESSAGE_MAX_LENGTH} characters or fewer`;
}

interface ChatLauncherProps {
  user: Customer;
  environment: string;
  path: string;
  sendTicket: SendTicket;
}

function ChatLauncher({ user, environment, path, sendTicket }: ChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [messages, dispatch] = useReducer(messagesReducer, []);
  const nextId = useRef(1);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const ids = { field: useId(), greeting: useId() };
  const { hintId, errorId, describedBy } = fieldDescription(ids.field, {
    hint: SEND_HINT,
    error: draftError,
  });

  async function deliver(message: Pick<ChatMessage, 'id' | 'subject' | 'text'>) {
    try {
      const result = await sendTicket({ subject: message.subject, message: message.text.trim() });
      dispatch({ type: 'settled', id: message.id, error: result.ok ? null : result.message });
    } catch {
      dispatch({ type: 'settled', id: message.id, error: 'Something went wrong' });
    }
  }

  function send(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    const problem = messageProblem(draft);
    setDraftError(problem);
    if (problem) {
      textareaRef.current?.focus();
      return;
    }
    const message: ChatMessage = {
      id: nextId.current++,
      subject: chatSubject(path),
      text: draft,
      status: 'sending',
      error: null,
    };
    dispatch({ type: 'added', message });
    setDraft('');
    void deliver(message);
  }

  function retry(message: ChatMessage) {
    dispatch({ type: 'retried', id: message.id });
    void deliver(message);
  }

  function sendOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  }

  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <RadixDialog.Trigger asChild>
        <Button size="lg" className={styles.launcher}>
          Chat with us
        </Button>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Content
          className={styles.panel}
          aria-describedby={ids.greeting}
          // The panel stays open while the customer uses the page; Escape or × closes it.
          onInteractOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            textareaRef.current?.focus();
          }}
        >
          <div className={styles.header}>
            <div>
              <RadixDialog.Title className={styles.title}>Chat with us</RadixDialog.Title>
              <span className={styles.environment}>{environment}</span>
            </div>
            <RadixDialog.Close className={styles.closeButton} aria-label="Close chat">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <p id={ids.greeting} className={styles.greeting}>
            Hi {user.firstName}, how can we help?
          </p>
          <p className={styles.note}>We will reply by email to {user.email}.</p>
          {messages.length > 0 && (
            <div role="log" aria-label="Your messages">
              <ol className={styles.messages}>
                {messages.map((message) => (
                  <ChatMessageItem key={message.id} message={message} onRetry={retry} />
                ))}
              </ol>
            </div>
          )}
          <form noValidate onSubmit={send}>
            <div className={fieldStyles.formGroup({ invalid: Boolean(draftError) })}>
              <label htmlFor={ids.field} className={fieldStyles.label}>
                Your message
              </label>
              <FieldHint id={hintId}>{SEND_HINT}</FieldHint>
              <FieldError id={errorId}>{draftError}</FieldError>
              <textarea
                ref={textareaRef}
                id={ids.field}
                name="message"
                rows={3}
                maxLength={MESSAGE_MAX_LENGTH}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={sendOnCtrlEnter}
                aria-invalid={draftError ? true : undefined}
                aria-describedby={describedBy}
                className={cx(
                  fieldStyles.control({ invalid: Boolean(draftError) }),
                  styles.textarea,
                )}
              />
              <div className={styles.formActions}>
                <Button type="submit">Send</Button>
              </div>
            </div>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function ChatMessageItem({
  message,
  onRetry,
}: {
  message: ChatMessage;
  onRetry: (message: ChatMessage) => void;
}) {
  const textId = useId();
  return (
    <li className={styles.message}>
      <p id={textId} className={styles.messageText}>
        {message.text.trim()}
      </p>
      <div className={styles.status}>
        {message.status === 'sending' && <span>Sending…</span>}
        {message.status === 'sent' && <span>Sent</span>}
        {message.status === 'failed' && (
          <>
            <span className={styles.failed}>Not sent: {message.error}</span>
            <Button
              size="sm"
              variant="secondary"
              aria-describedby={textId}
              onClick={() => onRetry(message)}
            >
              Try again
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
