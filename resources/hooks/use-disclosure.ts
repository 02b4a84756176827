import { router } from '@inertiajs/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';

/**
 * A button that shows and hides a panel (not a dialog: the rest of the page stays usable).
 * A `menu` disclosure also closes on Escape (focus goes back to the button, so a keyboard user is not
 * left on a hidden element), on a click outside the button and panel, and on the next Inertia visit.
 * A plain one (filters) stays open while its fields reload the page and Escape keeps clearing a search box.
 */
export function useDisclosure({ menu = false } = {}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => (menu ? router.on('navigate', close) : undefined), [menu, close]);

  useEffect(() => {
    if (!open || !menu) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!buttonRef.current?.contains(target) && !panelRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, menu]);

  return {
    open,
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen((was) => !was),
    },
    panelProps: { ref: panelRef, id: panelId },
  };
}
