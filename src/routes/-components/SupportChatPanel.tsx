import { Dialog as RadixDialog } from 'radix-ui';
import type { FormEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { chatEnvironmentNote } from '../../domain/chat';
import type { Customer } from '../../domain/customer';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  type SupportMessage,
  supportTicketRequestSchema,
} from '../../domain/support';
import { Button } from '../../ui/Button/Button';
import { cx } from '../../ui/cx';
import { FieldError, FieldHint, fieldDescription } from '../../ui/Field/Field';
import * as fieldStyles from '../../ui/Field/Field.css';
import { builtInChatShown } from '../../wiring/intercom';
import { useSupportChat } from '../../wiring/supportChat';
import {
  apiConversationCalls,
  type ConversationCalls,
  useSupportConversation,
} from '../../wiring/useSupportConversation';
import * as styles from './SupportChatPanel.css';

export interface SupportChatPanelProps {
  /** Loads and sends the conversation; the API calls unless a test supplies its own. */
  calls?: ConversationCalls;
}

const SUBJECT_MAX_LENGTH = 200;
const SEND_HINT = 'You can also press Ctrl and Enter to send';
/** The funnels: a sticky total and the Continue button sit at the bottom of the screen. */
const FUNNEL_PATH = /^\/apps\/(order|return|collect)(\/|$)/;

/** The ticket subject names the page the customer wrote from, so support sees the context. */
export function chatSubject(path: string): string {
  return `Chat from ${path}`.slice(0, SUBJECT_MAX_LENGTH);
}

/**
 * The built-in support chat for signed-in customers: a "Chat with us" button at the bottom
 * right opening a non-modal panel with the customer's conversation with the desk. Hidden while
 * the chat is not running (signed out) and when Intercom serves instead.
 */
export function SupportChatPanel({ calls = apiConversationCalls }: SupportChatPanelProps) {
  const chat = useSupportChat();
  if (!builtInChatShown(chat)) return null;
  // Keyed by customer: the conversation of one customer is never shown to the next.
  return (
    <ChatLauncher
      key={chat.user.customerId}
      user={chat.user}
      environment={chat.environment}
      path={chat.path}
      calls={calls}
    />
  );
}

function messageProblem(text: string): string | null {
  if (supportTicketRequestSchema.shape.message.safeParse(text).success) return null;
  return text.trim() === ''
    ? 'Enter a message'
    : `Your message must be ${SUPPORT_MESSAGE_MAX_LENGTH} characters or fewer`;
}

interface ChatLauncherProps {
  user: Customer;
  environment: string;
  path: string;
  calls: ConversationCalls;
}

function ChatLauncher({ user, environment, path, calls }: ChatLauncherProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { conversation, loading, loadError, send } = useSupportConversation(open, calls);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const ids = { field: useId(), greeting: useId(), counter: useId() };
  const { hintId, errorId, describedBy } = fieldDescription(ids.field, {
    hint: SEND_HINT,
    error: draftError,
  });
  const messages = conversation?.messages ?? [];
  const remaining = SUPPORT_MESSAGE_MAX_LENGTH - draft.length;

  // A new message, the customer's or a reply, scrolls into view.
  useEffect(() => {
    const log = logRef.current;
    if (log && messages.length > 0) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  async function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (sending) return;
    const problem = messageProblem(draft);
    setDraftError(problem);
    if (problem) {
      textareaRef.current?.focus();
      return;
    }
    setSending(true);
    setSendError(null);
    const failure = await send({ subject: chatSubject(path), message: draft.trim() });
    setSending(false);
    // The typed message stays in the box until the desk has it.
    if (failure) setSendError(failure);
    else setDraft('');
  }

  function sendOnCtrlEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  const inFunnel = FUNNEL_PATH.test(path);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <div
        aria-hidden="true"
        className={cx(styles.launcherSpacer, inFunnel && styles.launcherSpacerInFunnel)}
      />
      <RadixDialog.Trigger asChild>
        <Button size="lg" className={cx(styles.launcher, inFunnel && styles.launcherInFunnel)}>
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
              {chatEnvironmentNote(environment) && (
                <p className={styles.environment}>{chatEnvironmentNote(environment)}</p>
              )}
            </div>
            <RadixDialog.Close className={styles.closeButton} aria-label="Close chat">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          <p id={ids.greeting} className={styles.greeting}>
            Hi {user.firstName}, how can we help?
          </p>
          <div
            ref={logRef}
            role="log"
            aria-label="Conversation"
            aria-busy={loading}
            className={styles.log}
            // Scrollable content must be reachable from the keyboard.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
            tabIndex={0}
          >
            {loading && !loadError && <p className={styles.note}>Loading your conversation…</p>}
            {!loading && messages.length === 0 && !loadError && (
              <p className={styles.note}>
                Send us a message and we will answer here. It stays here if you leave the page.
              </p>
            )}
            {messages.length > 0 && (
              <ol className={styles.messages}>
                {messages.map((message) => (
                  <ChatMessageItem key={message.messageId} message={message} />
                ))}
              </ol>
            )}
            {conversation?.status === 'closed' && (
              <p className={styles.note}>
                This conversation was closed. Write again to start a new one.
              </p>
            )}
          </div>
          {loadError && !sendError && (
            <p role="alert" className={styles.failed}>
              {loadError}
            </p>
          )}
          <form noValidate onSubmit={submit}>
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
                maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={sendOnCtrlEnter}
                aria-invalid={draftError ? true : undefined}
                aria-describedby={`${describedBy ?? ''} ${ids.counter}`.trim()}
                className={cx(
                  fieldStyles.control({ invalid: Boolean(draftError) }),
                  styles.textarea,
                )}
              />
              <p
                id={ids.counter}
                className={cx(styles.counter, remaining <= 100 && styles.counterLow)}
                aria-live={remaining <= 100 ? 'polite' : 'off'}
              >
                {remaining === 1 ? '1 character left' : `${remaining} characters left`}
              </p>
              {sendError && (
                <p role="alert" className={styles.failed}>
                  Not sent: {sendError}
                </p>
              )}
              <div className={styles.formActions}>
                <Button type="submit" disabled={sending}>
                  {sending ? 'Sending…' : 'Send'}
                </Button>
              </div>
            </div>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

const AUTHOR_LABEL: Record<SupportMessage['author'], string> = {
  customer: 'You',
  staff: 'Boxroom',
  auto: 'Boxroom (automatic reply)',
};

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function ChatMessageItem({ message }: { message: SupportMessage }) {
  const author =
    message.author === 'staff' && message.authorName
      ? `${message.authorName} at Boxroom`
      : AUTHOR_LABEL[message.author];
  return (
    <li className={message.author === 'customer' ? styles.message : styles.reply}>
      <p className={styles.messageMeta}>
        {author},{' '}
        <time dateTime={message.sentAt}>{timeFormat.format(new Date(message.sentAt))}</time>
      </p>
      <p className={styles.messageText}>{message.body}</p>
    </li>
  );
}
