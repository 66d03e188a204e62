import { autoUpdate, flip, offset, shift } from '@floating-ui/react';
import type { Middleware, Placement, UseFloatingOptions } from '@floating-ui/react';

/**
 * Positioning shared by the tooltip and the popover: 8px from the trigger, flipping and shifting
 * to stay 8px inside the viewport. Fixed, so a scrolling dialog never clips it.
 */
export function anchoredTo(placement: Placement, ...extra: Middleware[]) {
  return {
    placement,
    strategy: 'fixed',
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 }), ...extra],
    whileElementsMounted: autoUpdate,
  } satisfies Partial<UseFloatingOptions>;
}

/**
 * Where a floating element must render to be seen: inside the open modal `<dialog>` that holds its
 * trigger (the top layer hides anything portaled to <body>, and showModal() makes it inert), else
 * `undefined`, which FloatingPortal reads as <body>.
 */
export function portalRootFor(trigger: Element | null): HTMLElement | undefined {
  return trigger?.closest<HTMLDialogElement>('dialog[open]') ?? undefined;
}
