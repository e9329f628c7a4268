import type { ComponentPropsWithRef } from 'react';
import { cx } from '../cx';
import { textLinkPlainVisitedStyle, textLinkStyle } from './TextLink.css';

export type TextLinkProps = ComponentPropsWithRef<'a'> & {
  /** Keep the link colour after a visit (navigation links that are always "visited"). */
  noVisitedStyle?: boolean;
};

/** A styled plain anchor for external and `tel:`/`mailto:` links; in-app links use the router. */
export function TextLink({ className, noVisitedStyle = false, ref, ...rest }: TextLinkProps) {
  return (
    <a
      ref={ref}
      className={cx(textLinkStyle, noVisitedStyle && textLinkPlainVisitedStyle, className)}
      {...rest}
    />
  );
}
