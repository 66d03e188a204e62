import { FloatingPortal, useFloating } from '@floating-ui/react';
import type { Placement } from '@floating-ui/react';
import type { PointerEventHandler, ReactNode } from 'react';

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

export interface TooltipBubbleProps {
  id: string;
  reference: HTMLElement;
  content: ReactNode;
  placement: Placement;
  describesTrigger: boolean;
  onPointerEnter: PointerEventHandler;
  onPointerLeave: PointerEventHandler;
}

/** The positioned bubble: the only part that needs Floating UI, so it loads on demand. */
export default function TooltipBubble({ id, reference, content, placement, describesTrigger, ...pointer }: TooltipBubbleProps) {
  // Destructured setter: the React Compiler lint reads `refs.x` in render as a ref access.
  const {
    refs: { setFloating },
    floatingStyles,
  } = useFloating({ elements: { reference }, open: true, ...anchoredTo(placement) });
  return (
    <FloatingPortal root={portalRootFor(reference)}>
      <Bubble
        ref={setFloating}
        id={id}
        role={describesTrigger ? 'tooltip' : undefined}
        aria-hidden={describesTrigger ? undefined : true}
        style={floatingStyles}
        {...pointer}
      >
        {content}
      </Bubble>
    </FloatingPortal>
  );
}
