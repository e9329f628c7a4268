import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import {
  POPOVER_HIDE_DELAY_MS,
  POPOVER_SHOW_DELAY_MS,
  TOOLTIP_OFFSET_PX,
} from '../../domain/constants';
import { cx } from '../cx';
import { useDelayedOpen } from '../Popover/useDelayedOpen';
import * as styles from './Tooltip.css';

export type TooltipProps = {
  /** The focusable element the tooltip describes; it gets aria-describedby while shown. */
  children: ReactElement;
  content: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  className?: string;
};

/**
 * A short description shown on hover (after POPOVER_SHOW_DELAY_MS) or keyboard focus, hidden
 * POPOVER_HIDE_DELAY_MS after the pointer or focus leaves, and at once on Escape. Radix handles
 * the show delay; it has no hide delay, so open state is held here and closing is deferred.
 */
export function Tooltip({
  children,
  content,
  side = 'top',
  align = 'center',
  className,
}: TooltipProps) {
  const state = useDelayedOpen({
    showDelay: 0,
    hideDelay: POPOVER_HIDE_DELAY_MS,
  });

  return (
    <RadixTooltip.Provider delayDuration={POPOVER_SHOW_DELAY_MS}>
      <RadixTooltip.Root
        open={state.open}
        onOpenChange={(next) => (next ? state.openNow() : state.closeSoon())}
      >
        {/* While a close is pending radix still thinks the tooltip is open and will not ask to
            open it again, so coming back to the trigger has to cancel the close here. */}
        <RadixTooltip.Trigger asChild onPointerEnter={state.cancel} onFocus={state.cancel}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            align={align}
            sideOffset={TOOLTIP_OFFSET_PX}
            collisionPadding={8}
            className={cx(styles.content, className)}
            onPointerEnter={state.cancel}
            onEscapeKeyDown={state.closeNow}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
