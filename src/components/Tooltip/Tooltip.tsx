import { cloneElement, isValidElement, lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, PointerEvent, ReactElement, ReactNode, Ref } from 'react';

import type { TooltipBubbleProps } from './TooltipBubble';

// Floating UI is about 14 KB gzipped. It loads with the first bubble someone actually opens, so
// phones (no hover) and screens nobody hovers never download it; the trigger renders at once.
const TooltipBubble = lazy(() => import('./TooltipBubble'));

type Handler<E> = ((event: E) => void) | undefined;
type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: Handler<PointerEvent>;
  onPointerLeave?: Handler<PointerEvent>;
  onFocus?: Handler<FocusEvent>;
  onBlur?: Handler<FocusEvent>;
  onKeyDown?: Handler<KeyboardEvent>;
  onClick?: Handler<MouseEvent>;
  'aria-describedby'?: string;
};
type TriggerElement = ReactElement<TriggerProps>;

export interface TooltipProps {
  /** The short text shown beside the trigger. */
  content: ReactNode;
  /** One focusable element (a button or link); it receives the event handlers and ref. */
  children: TriggerElement;
  /** Preferred side; flips and shifts to stay on screen. */
  placement?: TooltipBubbleProps['placement'];
  /**
   * `true` wires the tooltip as the trigger's description (`aria-describedby`). Use `false` when the
   * text repeats the trigger's accessible name (icon buttons), so it is not announced twice.
   */
  describesTrigger?: boolean;
  /**
   * A press (tap, click, Enter) toggles the tooltip too, so touch screens without hover reach it.
   * Only for triggers whose press opens nothing else, such as a day in a mood strip.
   */
  openOnPress?: boolean;
}

const OPEN_DELAY = 150;
// Time for the pointer to travel from the trigger onto the bubble (WCAG 1.4.13: hoverable).
const CLOSE_GRACE = 120;

function assignRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A hint on mouse hover and keyboard focus that stays while hovered and closes with Escape (WCAG 1.4.13). */
export function Tooltip({
  content,
  children,
  placement = 'top',
  describesTrigger = true,
  openOnPress = false,
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  // The latest wish to open or close; a newer one cancels the pending timer of the older.
  const [intent, setIntent] = useState<{ open: boolean; delay: number } | null>(null);
  const id = useId();
  const schedule = (next: boolean, delay: number) => setIntent({ open: next, delay });

  useEffect(() => {
    if (!intent) return;
    const timer = window.setTimeout(() => setOpen(intent.open), intent.delay);
    return () => window.clearTimeout(timer);
  }, [intent]);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const ownRef = isValidElement(children) ? children.props.ref : undefined;
  const setRefs = useCallback(
    (node: HTMLElement | null) => {
      setTrigger(node);
      assignRef(ownRef, node);
    },
    [ownRef],
  );

  if (!isValidElement(children)) return children;
  const own = children.props;
  return (
    <>
      {cloneElement(children, {
        ref: setRefs,
        // Mouse only: on phones a tap would otherwise leave the tooltip over what the tap opened.
        onPointerEnter: (event: PointerEvent) => {
          own.onPointerEnter?.(event);
          if (event.pointerType === 'mouse') schedule(true, OPEN_DELAY);
        },
        onPointerLeave: (event: PointerEvent) => {
          own.onPointerLeave?.(event);
          schedule(false, CLOSE_GRACE);
        },
        onFocus: (event: FocusEvent) => {
          own.onFocus?.(event);
          if (event.currentTarget.matches(':focus-visible')) schedule(true, 0);
        },
        onBlur: (event: FocusEvent) => {
          own.onBlur?.(event);
          schedule(false, 0);
        },
        onClick: (event: MouseEvent) => {
          own.onClick?.(event);
          if (openOnPress) schedule(!open, 0);
        },
        'aria-describedby':
          [own['aria-describedby'], open && describesTrigger ? id : undefined].filter(Boolean).join(' ') ||
          undefined,
      })}
      {open && trigger ? (
        <Suspense fallback={null}>
          <TooltipBubble
            id={id}
            reference={trigger}
            content={content}
            placement={placement}
            describesTrigger={describesTrigger}
            onPointerEnter={() => schedule(true, 0)}
            onPointerLeave={() => schedule(false, CLOSE_GRACE)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
