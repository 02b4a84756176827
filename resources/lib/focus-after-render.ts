/**
 * Moves keyboard focus once React has drawn what a visit brought back. Inertia calls `onSuccess` as it
 * hands the new page to React, before the commit: the element to focus may not exist (a new notice) or
 * may still be moving (a reordered row) then. A button that disappears or a row React moves takes focus
 * with it to the page's body, so pages send it to a stable target instead.
 */
export function focusAfterRender(find: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    setTimeout(() => find()?.focus(), 0);
  });
}

/** `focusAfterRender` for the element with this id. */
export function focusIdAfterRender(id: string): void {
  focusAfterRender(() => document.getElementById(id));
}
