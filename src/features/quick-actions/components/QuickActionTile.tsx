import { useId } from 'react';
import type { ReactNode } from 'react';

import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { QuickActionId, QuickActionTone } from '../model';

const Tile = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$2',
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: '$tapTarget',
  padding: '$3',
  borderRadius: '$lg',
  border: '1px solid $border',
  backgroundColor: '$surface',
  color: '$text',
  textAlign: 'start',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '&:hover': { backgroundColor: '$surfaceSunken', borderColor: '$borderStrong' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '@motion': { transition: 'background-color $fast, border-color $fast' },
  variants: {
    // The urgent tile stands out by fill, by the word "Urgent" and by coming first and full width.
    urgent: {
      true: {
        flexDirection: 'row',
        alignItems: 'center',
        gap: '$3',
        padding: '$4',
        backgroundColor: '$crisis',
        borderColor: '$crisis',
        color: '$onCrisis',
        '&:hover': { backgroundColor: '$crisisHover', borderColor: '$crisisHover' },
      },
      false: {},
    },
  },
  defaultVariants: { urgent: false },
});

const IconBox = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '2.5rem',
  borderRadius: '$md',
  '& svg': { size: '1.25rem' },
  variants: {
    tone: {
      crisis: { backgroundColor: '$crisisSoft', color: '$crisis' },
      accent: { backgroundColor: '$accentSoft', color: '$accent' },
      mood1: { backgroundColor: '$mood1', color: '$onMood' },
      mood2: { backgroundColor: '$mood2', color: '$onMood' },
      mood4: { backgroundColor: '$mood4', color: '$onMood' },
      mood5: { backgroundColor: '$mood5', color: '$onMood' },
    },
    urgent: {
      true: { backgroundColor: '$onCrisis', color: '$crisis' },
      false: {},
    },
  },
  defaultVariants: { tone: 'accent', urgent: false },
});

const Text = styled('span', { display: 'flex', flexDirection: 'column', gap: '$1', minInlineSize: 0, flex: 1 });

const Title = styled('span', {
  fontSize: '$md',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  overflowWrap: 'anywhere',
  variants: { urgent: { true: { fontSize: '$lg' }, false: {} } },
  defaultVariants: { urgent: false },
});

const Description = styled('span', {
  fontSize: '$sm',
  lineHeight: '$tight',
  variants: { urgent: { true: { color: 'inherit' }, false: { color: '$muted' } } },
  defaultVariants: { urgent: false },
});

const UrgentLabel = styled('span', {
  alignSelf: 'flex-start',
  py: '$1',
  px: '$2',
  borderRadius: '$pill',
  backgroundColor: '$onCrisis',
  color: '$crisis',
  fontSize: '$xs',
  fontWeight: '$bold',
});

export interface QuickActionTileProps {
  id: QuickActionId;
  title: string;
  description: string;
  /** The tile's glyph, e.g. `<Crisis />`; it is decorative. */
  icon: ReactNode;
  /** The colour of the icon's box. */
  tone?: QuickActionTone;
  /** Marks the crisis tile: filled with the crisis colour and labelled "Urgent". */
  urgent?: boolean;
  /** The action opens a dialog (announced as such) rather than switching tabs. */
  opensDialog?: boolean;
  onSelect: (id: QuickActionId) => void;
}

/** One quick action (spec section 3): a button named by its title (and "Urgent"), described by its description. */
export function QuickActionTile({
  id,
  title,
  description,
  icon,
  tone = 'accent',
  urgent = false,
  opensDialog = false,
  onSelect,
}: QuickActionTileProps) {
  const t = useT();
  const ids = useId();
  const titleId = `${ids}-title`;
  const descriptionId = `${ids}-description`;
  const urgentId = `${ids}-urgent`;
  return (
    <Tile
      type="button"
      urgent={urgent}
      aria-labelledby={urgent ? `${titleId} ${urgentId}` : titleId}
      aria-describedby={descriptionId}
      aria-haspopup={opensDialog ? 'dialog' : undefined}
      onClick={() => onSelect(id)}
    >
      <IconBox tone={tone} urgent={urgent} aria-hidden="true">
        {icon}
      </IconBox>
      <Text>
        <Title id={titleId} urgent={urgent}>
          {title}
        </Title>
        <Description id={descriptionId} urgent={urgent}>
          {description}
        </Description>
      </Text>
      {urgent ? <UrgentLabel id={urgentId}>{t('quickActions.urgent')}</UrgentLabel> : null}
    </Tile>
  );
}
