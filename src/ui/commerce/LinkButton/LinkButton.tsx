import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../cx';
import * as styles from './LinkButton.css';

export type LinkButtonProps = ComponentPropsWithRef<'button'>;

/** A button styled as a link, for actions that stay on the page ("Enter address manually"). */
export function LinkButton({ type = 'button', className, ref, ...rest }: LinkButtonProps) {
  return <button ref={ref} type={type} className={cx(styles.linkButton, className)} {...rest} />;
}
