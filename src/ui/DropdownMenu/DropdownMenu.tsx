import { DropdownMenu as RadixDropdownMenu } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { POPOVER_OFFSET_PX } from '../../domain/constants';
import { cx } from '../cx';
import * as styles from './DropdownMenu.css';

// Styled parts of radix's menu button. Radix gives the keyboard model (arrows, Home/End,
// type-ahead, Escape returns focus to the trigger) and the menu/menuitem roles.

export const DropdownMenuRoot = RadixDropdownMenu.Root;

/** Use `asChild` around a Button so the trigger looks like the rest of the bar. */
export const DropdownMenuTrigger = RadixDropdownMenu.Trigger;

export type DropdownMenuContentProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Content>;

/** The menu surface, portalled so the header's overflow cannot clip it; aligned to the end. */
export function DropdownMenuContent({
  className,
  align = 'end',
  sideOffset = POPOVER_OFFSET_PX,
  collisionPadding = 8,
  ...rest
}: DropdownMenuContentProps) {
  return (
    <RadixDropdownMenu.Portal>
      <RadixDropdownMenu.Content
        className={cx(styles.content, className)}
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        {...rest}
      />
    </RadixDropdownMenu.Portal>
  );
}

export type DropdownMenuItemProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Item>;

/**
 * One menu entry. For navigation wrap the router Link with `asChild`
 * (`<DropdownMenuItem asChild><Link to="/apps/orders">Orders</Link></DropdownMenuItem>`);
 * for actions such as Sign out use `onSelect`.
 */
export function DropdownMenuItem({ className, ...rest }: DropdownMenuItemProps) {
  return <RadixDropdownMenu.Item className={cx(styles.item, className)} {...rest} />;
}

export type DropdownMenuLabelProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Label>;

export function DropdownMenuLabel({ className, ...rest }: DropdownMenuLabelProps) {
  return <RadixDropdownMenu.Label className={cx(styles.label, className)} {...rest} />;
}

export type DropdownMenuSeparatorProps = ComponentPropsWithRef<typeof RadixDropdownMenu.Separator>;

export function DropdownMenuSeparator({ className, ...rest }: DropdownMenuSeparatorProps) {
  return <RadixDropdownMenu.Separator className={cx(styles.separator, className)} {...rest} />;
}
