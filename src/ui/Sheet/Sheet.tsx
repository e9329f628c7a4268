import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { cx } from '../cx';
import * as styles from './Sheet.css';

export type SheetProps = {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  className?: string;
  /** Where focus goes back to once the panel closes: the toggle that opened it. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * A side panel sliding in from the right, for the small-screen menu. It is a modal radix Dialog,
 * so focus is trapped inside, Escape closes it and focus goes back to the toggle. Close it after
 * navigation by controlling `open`.
 */
export function Sheet({
  title,
  description,
  children,
  open,
  defaultOpen,
  onOpenChange,
  closeLabel = 'Close menu',
  className,
  returnFocusTo,
}: SheetProps) {
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={cx(styles.content, className)}
          onCloseAutoFocus={() => returnFocusTo?.current?.focus()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.closeButton} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description && (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          )}
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Sheet; wrap menu links in it (asChild) so choosing one closes it. */
export const SheetClose = RadixDialog.Close;
