import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';

/** Text for screen readers only (radix's visually-hidden span, kept out of layout). */
export const VisuallyHidden = RadixVisuallyHidden.Root;
