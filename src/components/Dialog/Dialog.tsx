import { useEffectEvent, useId, useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';

import { useT } from '../../i18n';
import { keyframes, styled } from '../../styles';
import { Close, Crisis, Icon } from '../Icon';
import { IconButton } from '../IconButton';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const StyledDialog = styled('dialog', {
  boxSizing: 'border-box',
  padding: 0,
  margin: 'auto',
  border: 0,
  maxInlineSize: 'calc(100% - 24px)',
  maxBlockSize: 'calc(100dvh - 24px)',
  // The dialog itself scrolls, so focusing it (when the body has no control) lets the arrow keys
  // scroll long content, and the page behind never does.
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: '$lg',
  backgroundColor: '$surface',
  color: '$text',
  boxShadow: '$lg',
  // Focused only by script, as a last resort for the initial focus: no ring around the whole box.
  '&:focus-visible': { outline: 'none' },
  '&::backdrop': { backgroundColor: '$backdrop' },
  '@motion': {
    animation: `${rise} $transitions$normal ease-out`,
    '&::backdrop': { animation: `${fade} $transitions$normal ease-out` },
  },
  variants: {
    size: {
      sm: { inlineSize: '400px' },
      md: { inlineSize: '560px' },
      lg: { inlineSize: '760px' },
    },
    tone: {
      default: {},
      crisis: { borderBlockStart: '6px solid $crisis' },
    },
  },
  defaultVariants: { size: 'md', tone: 'default' },
});

const Header = styled('header', {
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
  paddingBlock: '$3 $2',
  paddingInline: '$6 $3',
  backgroundColor: '$surface',
});

const Title = styled('h2', {
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minBlockSize: '$tapTarget',
  paddingBlockStart: '$1',
  fontSize: '$xl',
  fontWeight: '$bold',
  variants: {
    tone: {
      default: { color: '$text' },
      crisis: { color: '$crisis' },
    },
  },
  defaultVariants: { tone: 'default' },
});

const Body = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  paddingInline: '$6',
  paddingBlockEnd: '$6',
  lineHeight: '$normal',
});

const Description = styled('p', { color: '$muted' });

const Footer = styled('footer', {
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: '$3',
  py: '$4',
  px: '$6',
  borderBlockStart: '1px solid $border',
  backgroundColor: '$surface',
});

const tabbable = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function isRadio(element: Element | null): element is HTMLInputElement {
  return element instanceof HTMLInputElement && element.type === 'radio' && element.name !== '';
}

/** Two elements are one Tab stop when they are radios of one group. */
function sameStop(a: Element | null, b: Element | undefined) {
  return a === b || (isRadio(a) && isRadio(b ?? null) && a.name === (b as HTMLInputElement).name);
}

/** The Tab stops of a container in order; a radio group is one stop, at its checked radio. */
function tabStops(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  const stops: HTMLElement[] = [];
  for (const element of container.querySelectorAll<HTMLElement>(tabbable)) {
    if (element.checkVisibility && !element.checkVisibility()) continue;
    const groupStop = stops.findIndex((stop) => sameStop(stop, element));
    if (groupStop === -1) stops.push(element);
    else if (isRadio(element) && element.checked) stops[groupStop] = element;
  }
  return stops;
}

function isOutside(event: MouseEvent, element: Element) {
  const box = element.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

export interface DialogProps {
  /** Shows the dialog as a modal (`showModal()`): the rest of the page becomes inert. */
  open: boolean;
  /** Called on Escape, the close button, a backdrop click (when dismissible) or the Android back gesture. */
  onClose: () => void;
  /** The heading that names the dialog (`aria-labelledby`). */
  title: string;
  /** One or two sentences under the title, announced with it (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons in the footer, main action last; they stay visible while long content scrolls. */
  actions?: ReactNode;
  /** crisis marks urgent safety content with the crisis colour and icon. */
  tone?: 'default' | 'crisis';
  size?: 'sm' | 'md' | 'lg';
  /** false ignores backdrop clicks, to protect unsaved input; Escape and the close button still work. */
  dismissible?: boolean;
  /** The element to focus on open; by default the first control of the body, else the dialog. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** A modal dialog on the native `<dialog>`: inert background, Escape closes, focus returns on close. */
export function Dialog({ open, ...props }: DialogProps) {
  // Mounted only while open, so each opening starts fresh and the effects pair open with close.
  return open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  actions,
  tone = 'default',
  size = 'md',
  dismissible = true,
  initialFocusRef,
}: Omit<DialogProps, 'open'>) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const requestClose = useEffectEvent(() => onClose());
  const isDismissible = useEffectEvent(() => dismissible);

  // Layout effect: the dialog is modal and focused before the first paint, and on unmount it is
  // closed while still in the document.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // Before showModal(), which moves focus into the dialog.
    const returnFocusTo = document.activeElement;
    dialog.showModal();
    const initial = initialFocusRef?.current ?? tabStops(bodyRef.current)[0] ?? dialog;
    initial.focus();

    let pressedOnBackdrop = false;
    const onPointerDown = (event: PointerEvent) => {
      pressedOnBackdrop = event.target === dialog && isOutside(event, dialog);
    };
    const onClick = (event: MouseEvent) => {
      // Both ends on the backdrop: a text selection dragged out of the box does not close it.
      const onBackdrop = event.target === dialog && isOutside(event, dialog);
      if (onBackdrop && pressedOnBackdrop && isDismissible()) requestClose();
      pressedOnBackdrop = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Tab') {
        wrapFocus(event);
        return;
      }
      if (event.key !== 'Escape') return;
      // Handled here rather than left to `cancel`: the parent owns `open`, so the dialog closes
      // when it says so, and nothing outside (a popover's dismiss) sees the same keypress.
      event.preventDefault();
      event.stopPropagation();
      requestClose();
    };
    // The page behind is inert; Tab also wraps from the last control to the first (WAI-ARIA APG)
    // instead of leaving for the browser's toolbar.
    const wrapFocus = (event: KeyboardEvent) => {
      const stops = tabStops(dialog);
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
      } else if (event.shiftKey && (active === dialog || sameStop(active, first))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && sameStop(active, last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Close requests without a key (Android back gesture): keep the dialog, ask the parent.
    const onCancel = (event: Event) => {
      event.preventDefault();
      requestClose();
    };
    // The browser may close it anyway (repeated cancel without user activation, form method=dialog).
    const onNativeClose = () => requestClose();

    dialog.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('click', onClick);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('click', onClick);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
      dialog.close();
      // Browsers differ on restoring focus; do it ourselves, if the trigger is still there.
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) returnFocusTo.focus();
    };
  }, [initialFocusRef]);

  return (
    <StyledDialog
      ref={dialogRef}
      size={size}
      tone={tone}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
    >
      <Header>
        <Title id={titleId} tone={tone}>
          {tone === 'crisis' ? <Icon icon={Crisis} size="lg" /> : null}
          {title}
        </Title>
        <IconButton label={t('dialog.close')} icon={<Close />} size="sm" onClick={onClose} />
      </Header>
      <Body ref={bodyRef}>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
      </Body>
      {actions ? <Footer>{actions}</Footer> : null}
    </StyledDialog>
  );
}
