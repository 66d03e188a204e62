import { useId } from 'react';
import type { ReactNode } from 'react';

import { styled } from '../../styles';
import { visuallyHiddenStyles } from '../VisuallyHidden';

// Gentle, not alarming: the calm accent tint with a firm edge, never the crisis red.
const Box = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$accentSoft',
  borderInlineStart: '4px solid $accent',
  color: '$text',
  // Text and lists take the whole width; buttons keep their own.
  '& > :not(button)': { alignSelf: 'stretch' },
});

const Title = styled('h3', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  fontSize: '$md',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  '& svg': { flexShrink: 0, color: '$accent' },
});

// A live region must be in the page before its content changes; while empty it takes no room, so
// it adds no gap to a flex or grid parent.
const Region = styled('div', { '&:empty': visuallyHiddenStyles });

/** Where a Notice may appear: a polite live region, so the notice is announced when it shows. */
export function NoticeRegion({ children }: { children: ReactNode }) {
  return <Region role="status">{children}</Region>;
}

export interface NoticeProps {
  /** The notice's heading; it also names the region. */
  title: string;
  /** A decorative icon before the title. */
  icon?: ReactNode;
  /** The heading's level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}

/** A gentle, named region in a calm tint: a word of care in the middle of a screen. */
export function Notice({ title, icon, headingLevel = 'h3', children }: NoticeProps) {
  const titleId = useId();
  return (
    <Box aria-labelledby={titleId}>
      <Title id={titleId} as={headingLevel}>
        {icon}
        {title}
      </Title>
      {children}
    </Box>
  );
}
