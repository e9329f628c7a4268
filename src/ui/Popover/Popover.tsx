import { Popover as RadixPopover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { useId } from 'react';
import {
  POPOVER_HIDE_DELAY_MS,
  POPOVER_OFFSET_PX,
  POPOVER_SHOW_DELAY_MS,
} from '../../domain/constants';
import { cx } from '../cx';
import * as styles from './Popover.css';
import { useDelayedOpen } from './useDelayedOpen';

export type PopoverProps = {
  /** A single focusable element (a Button) that toggles the popover. */
  trigger: ReactElement;
  children: ReactNode;
  /** Heading inside the popover; it also names the popover for screen readers. */
  title?: ReactNode;
  /**
   * "click" (default) toggles on press. "hover" also opens after POPOVER_SHOW_DELAY_MS when the
   * pointer rests on the trigger and hides POPOVER_HIDE_DELAY_MS after it leaves both trigger and
   * content; pressing the trigger still works for keyboard and touch users.
   */
  openOn?: 'click' | 'hover';
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
};

export function Popover({
  trigger,
  children,
  title,
  openOn = 'click',
  side = 'bottom',
  align = 'center',
  open,
  defaultOpen,
  onOpenChange,
  className,
}: PopoverProps) {
  const titleId = useId();
  const state = useDelayedOpen({
    open,
    defaultOpen,
    onOpenChange,
    showDelay: POPOVER_SHOW_DELAY_MS,
    hideDelay: POPOVER_HIDE_DELAY_MS,
  });
  // Touch pointers fire enter/leave around every tap; only a mouse or pen really hovers.
  const hover =
    openOn === 'hover'
      ? {
          onPointerEnter: (event: { pointerType: string }) => {
            if (event.pointerType !== 'touch') state.openSoon();
          },
          onPointerLeave: (event: { pointerType: string }) => {
            if (event.pointerType !== 'touch') state.closeSoon();
          },
        }
      : {};

  return (
    <RadixPopover.Root
      open={state.open}
      onOpenChange={(next) => (next ? state.openNow() : state.closeNow())}
    >
      <RadixPopover.Trigger asChild {...hover}>
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          side={side}
          align={align}
          sideOffset={POPOVER_OFFSET_PX}
          collisionPadding={8}
          className={cx(styles.content, className)}
          aria-labelledby={title ? titleId : undefined}
          // A popover that opens because the pointer rested on its trigger must not pull focus
          // away from where the user is typing or tabbing.
          onOpenAutoFocus={openOn === 'hover' ? (event) => event.preventDefault() : undefined}
          {...hover}
        >
          {title && (
            <p id={titleId} className={styles.title}>
              {title}
            </p>
          )}
          {children}
          <RadixPopover.Arrow className={styles.arrow} width={12} height={6} />
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
