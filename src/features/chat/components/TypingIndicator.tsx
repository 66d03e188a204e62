import { visuallyHiddenStyles } from '../../../components/VisuallyHidden';
import { useT } from '../../../i18n';
import { keyframes, styled } from '../../../styles';

const bounce = keyframes({
  '0%, 60%, 100%': { opacity: 0.35, transform: 'translateY(0)' },
  '30%': { opacity: 1, transform: 'translateY(-3px)' },
});

// Always in the page, so the polite announcement is heard when the text appears in it.
const Status = styled('div', {
  minBlockSize: '2.5rem',
  display: 'flex',
  alignItems: 'center',
});

const Bubble = styled('div', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  px: '$3',
  py: '$2',
  borderRadius: '$lg',
  borderEndStartRadius: '$sm',
  backgroundColor: '$surfaceSunken',
  color: '$muted',
  fontSize: '$sm',
});

// Reduced motion: the words, still. With motion: three dots, and the words for screen readers only.
const Label = styled('span', { '@motion': visuallyHiddenStyles });

const Dots = styled('span', {
  display: 'none',
  gap: '$1',
  py: '$1',
  '@motion': { display: 'inline-flex' },
});

const Dot = styled('span', {
  size: '8px',
  borderRadius: '$round',
  backgroundColor: '$muted',
  '@motion': {
    animation: `${bounce} calc($transitions$slow * 4) ease-in-out infinite`,
    '&:nth-child(2)': { animationDelay: '$transitions$normal' },
    '&:nth-child(3)': { animationDelay: 'calc($transitions$normal * 2)' },
  },
});

export interface TypingIndicatorProps {
  /** The companion is preparing a reply. */
  active: boolean;
}

/** "Companion is typing…": animated dots, or the plain words when motion is reduced; announced politely. */
export function TypingIndicator({ active }: TypingIndicatorProps) {
  const t = useT();
  return (
    <Status role="status">
      {active ? (
        <Bubble>
          <Dots aria-hidden="true">
            <Dot />
            <Dot />
            <Dot />
          </Dots>
          <Label>{t('chat.typing')}</Label>
        </Bubble>
      ) : null}
    </Status>
  );
}
