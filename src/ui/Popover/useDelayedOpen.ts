import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

type Options = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  showDelay: number;
  hideDelay: number;
};

/**
 * Open state for hover-driven overlays: opening and closing can be scheduled after a delay, and
 * a later request cancels an earlier pending one, so moving from the trigger onto the content
 * (or back) within the hide delay keeps the overlay up. Works controlled or uncontrolled.
 */
export function useDelayedOpen({
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  showDelay,
  hideDelay,
}: Options) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const open = controlledOpen ?? uncontrolledOpen;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Timers fire after later renders; they must see the props of the latest one.
  const latest = useRef({ open, controlled: controlledOpen !== undefined, onOpenChange });
  useLayoutEffect(() => {
    latest.current = { open, controlled: controlledOpen !== undefined, onOpenChange };
  });

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);

  const setNow = useCallback(
    (next: boolean) => {
      cancel();
      if (latest.current.open === next) return;
      latest.current.open = next;
      if (!latest.current.controlled) setUncontrolledOpen(next);
      latest.current.onOpenChange?.(next);
    },
    [cancel],
  );

  const schedule = useCallback(
    (next: boolean, delay: number) => {
      cancel();
      if (latest.current.open === next) return;
      timer.current = setTimeout(() => setNow(next), delay);
    },
    [cancel, setNow],
  );

  useEffect(() => cancel, [cancel]);

  return {
    open,
    openNow: useCallback(() => setNow(true), [setNow]),
    closeNow: useCallback(() => setNow(false), [setNow]),
    openSoon: useCallback(() => schedule(true, showDelay), [schedule, showDelay]),
    closeSoon: useCallback(() => schedule(false, hideDelay), [schedule, hideDelay]),
    /** Drop whatever is pending and stay as we are. */
    cancel,
  };
}
