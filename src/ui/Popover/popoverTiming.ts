// Overlay timings and offsets from SPEC section 9, shared by Popover and Tooltip.

/** Wait before a hover-opened overlay appears, so passing the pointer over does not flash it. */
export const POPOVER_SHOW_DELAY_MS = 100;
/** Wait before it hides, so the pointer can cross the gap from trigger to content. */
export const POPOVER_HIDE_DELAY_MS = 300;
/** Distance between trigger and popover. */
export const POPOVER_OFFSET_PX = 8;
/** Tooltips sit a little closer to their trigger than popovers. */
export const TOOLTIP_OFFSET_PX = 6;
