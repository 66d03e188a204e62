import {
  FloatingFocusManager,
  FloatingPortal,
  size as fitViewport,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import type { Placement } from '@floating-ui/react';
import { cloneElement, isValidElement, useId, useState } from 'react';
import type { ReactElement, ReactNode, Ref } from 'react';

import { useT } from '../../i18n';
import { keyframes, styled } from '../../styles';
import { Close } from '../Icon';
import { IconButton } from '../IconButton';
import { anchoredTo, portalRootFor } from '../Tooltip';

const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'none' },
});

const Panel = styled('div', {
  zIndex: '$overlay',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  inlineSize: 'max-content',
  maxInlineSize: 'min(360px, calc(100vw - 16px))',
  overflowY: 'auto',
  paddingBlock: '$2 $4',
  paddingInline: '$4 $2',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$lg',
  // Focused by script only when the content has no control, so the title is announced: no ring.
  '&:focus-visible': { outline: 'none' },
  '@motion': { animation: `${popIn} $transitions$fast ease-out` },
});

const Header = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
});

const Title = styled('h2', {
  fontSize: '$md',
  fontWeight: '$semibold',
  paddingBlockStart: '$1',
});

const Body = styled('div', {
  paddingInlineEnd: '$2',
  fontSize: '$sm',
  lineHeight: '$normal',
  color: '$text',
});

type TriggerElement = ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;

export interface PopoverProps {
  /** The button that toggles the popover; it gets aria-expanded and aria-controls. */
  trigger: TriggerElement;
  /** The heading that names the popover (`aria-labelledby`). */
  title: string;
  /** The content: text, links or small controls. */
  children: ReactNode;
  /** Preferred side; flips and shifts to stay on screen. */
  placement?: Placement;
  /** Controlled open state; leave out for a popover that manages itself. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A small non-modal dialog anchored to a button: click or Enter toggles it, focus moves in, and
 * Escape, an outside click or the close button closes it and returns focus to the button.
 */
export function Popover({
  trigger,
  title,
  children,
  placement = 'bottom-start',
  open: controlledOpen,
  onOpenChange,
}: PopoverProps) {
  const t = useT();
  const titleId = useId();
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const open = controlledOpen ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  // Destructured setters: the React Compiler lint reads `refs.x` in render as a ref access.
  const {
    refs: { setReference, setFloating },
    floatingStyles,
    context,
    elements,
  } = useFloating({
    open,
    onOpenChange: setOpen,
    ...anchoredTo(
      placement,
      // On a short phone screen the panel scrolls rather than running off the bottom.
      fitViewport({
        padding: 8,
        apply({ availableHeight, elements: { floating } }) {
          floating.style.maxBlockSize = `${Math.max(160, availableHeight)}px`;
        },
      }),
    ),
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const triggerRef = isValidElement(trigger) ? trigger.props.ref : undefined;
  const ref = useMergeRefs([setReference, triggerRef]);

  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ...trigger.props, ref }))}
      {open ? (
        <FloatingPortal root={portalRootFor(elements.domReference)}>
          {/* Index 1 is the first tabbable after the close button; without one, the panel itself. */}
          <FloatingFocusManager context={context} modal={false} initialFocus={1}>
            <Panel
              ref={setFloating}
              style={floatingStyles}
              aria-labelledby={titleId}
              {...getFloatingProps()}
            >
              <Header>
                <Title id={titleId}>{title}</Title>
                <IconButton
                  label={t('common.close')}
                  icon={<Close />}
                  size="sm"
                  tooltip={false}
                  onClick={() => setOpen(false)}
                />
              </Header>
              <Body>{children}</Body>
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}
