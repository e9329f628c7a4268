import { Toast as RadixToast } from 'radix-ui';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { TOAST_DURATION_MS } from '../../domain/constants';
import type { ToastVariants } from './Toast.css';
import * as styles from './Toast.css';

export type ToastType = NonNullable<ToastVariants['type']>;

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  type?: ToastType;
  /** Override the provider's duration for this toast, in ms. */
  duration?: number;
  /** Stays when the page changes (news about why the page changed, like an expired session). */
  outlivesPage?: boolean;
};

type ToastEntry = ToastOptions & { id: string; open: boolean };

export type ToastApi = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  /** Closes every open toast the test picks out (say, the failures once something succeeds). */
  dismissWhere: (test: (toast: ToastOptions) => boolean) => void;
};

const ToastContext = createContext<ToastApi | null>(null);

export type ToastProviderProps = {
  children: ReactNode;
  duration?: number;
  /** Names the notifications region for screen readers (radix appends the F8 hotkey). */
  label?: string;
  closeLabel?: string;
};

export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  label = 'Notifications',
  closeLabel = 'Dismiss',
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const show = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = `toast-${nextId.current}`;
    // Closed toasts stay in the list until the next one appears so their exit animation can
    // run; this is where they are finally dropped.
    setToasts((current) => [...current.filter((t) => t.open), { ...options, id, open: true }]);
    return id;
  }, []);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.map((t) => (t.id === id ? { ...t, open: false } : t)));
  }, []);

  const dismissWhere = useCallback((test: (toast: ToastOptions) => boolean) => {
    setToasts((current) => current.map((t) => (t.open && test(t) ? { ...t, open: false } : t)));
  }, []);

  const api = useMemo(() => ({ show, dismiss, dismissWhere }), [show, dismiss, dismissWhere]);

  return (
    <RadixToast.Provider duration={duration} swipeDirection="right" label={label}>
      <ToastContext.Provider value={api}>{children}</ToastContext.Provider>
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          duration={t.duration}
          // A failure is announced at once (assertive); other news waits politely.
          type={t.type === 'danger' ? 'foreground' : 'background'}
          className={styles.toast({ type: t.type })}
        >
          <RadixToast.Title className={styles.title}>{t.title}</RadixToast.Title>
          {t.description && (
            <RadixToast.Description className={styles.description}>
              {t.description}
            </RadixToast.Description>
          )}
          <RadixToast.Close className={styles.close} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
