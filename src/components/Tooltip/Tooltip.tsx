import {
  FloatingPortal,
  safePolygon,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import type { Placement } from '@floating-ui/react';
import { cloneElement, isValidElement, useState } from 'react';
import type { ReactElement, ReactNode, Ref } from 'react';

import { keyframes, styled } from '../../styles';
import { anchoredTo, portalRootFor } from './floating';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const Bubble = styled('div', {
  zIndex: '$tooltip',
  maxInlineSize: 'min(280px, calc(100vw - 16px))',
  py: '$1',
  px: '$2',
  borderRadius: '$sm',
  backgroundColor: '$text',
  color: '$surface',
  fontSize: '$sm',
  fontWeight: '$medium',
  lineHeight: '$tight',
  boxShadow: '$md',
  overflowWrap: 'break-word',
  '@motion': { animation: `${fadeIn} $transitions$fast ease-out` },
});

type TriggerElement = ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;

export interface TooltipProps {
  /** The short text shown beside the trigger. */
  content: ReactNode;
  /** One focusable element (a button or link); it receives the reference props and ref. */
  children: TriggerElement;
  /** Preferred side; flips and shifts to stay on screen. */
  placement?: Placement;
  /**
   * `true` wires the tooltip as the trigger's description (`aria-describedby`). Use `false` when the
   * text repeats the trigger's accessible name (icon buttons), so it is not announced twice.
   */
  describesTrigger?: boolean;
}

/** A hint on hover and keyboard focus that stays while hovered and closes with Escape (WCAG 1.4.13). */
export function Tooltip({
  content,
  children,
  placement = 'top',
  describesTrigger = true,
}: TooltipProps) {
  const [open, setOpen] = useState(false);
  // Destructured setters: the React Compiler lint reads `refs.x` in render as a ref access.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
    elements,
  } = useFloating({ open, onOpenChange: setOpen, ...anchoredTo(placement) });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    // Mouse only: on phones a tap would otherwise leave the tooltip over what the tap opened.
    useHover(context, {
      mouseOnly: true,
      delay: { open: 150, close: 0 },
      handleClose: safePolygon(),
    }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip', enabled: describesTrigger }),
  ]);
  const childRef = isValidElement(children) ? children.props.ref : undefined;
  const ref = useMergeRefs([setReference, childRef]);

  if (!isValidElement(children)) return children;
  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref }))}
      {open ? (
        <FloatingPortal root={portalRootFor(elements.domReference)}>
          <Bubble
            ref={setFloating}
            style={floatingStyles}
            aria-hidden={describesTrigger ? undefined : true}
            {...getFloatingProps()}
          >
            {content}
          </Bubble>
        </FloatingPortal>
      ) : null}
    </>
  );
}
