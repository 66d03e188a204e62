import { Card } from '../../../components/Card';
import { styled } from '../../../styles';
import type { Resource } from '../model';
import { CategoryAndRating, CultureTags, ResourceFacts } from './ResourceFacts';

// Styled on Card itself (no `as`: Stitches would drop Card's own styles); the grid gives the list item.
const Root = styled(Card, {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  blockSize: '100%',
  '@motion': { transition: 'border-color $fast, box-shadow $fast' },
  '&:hover': { borderColor: '$borderStrong', boxShadow: '$md' },
});

const Title = styled('h2', {
  fontSize: '$lg',
  fontWeight: '$semibold',
  lineHeight: '$tight',
  color: '$text',
});

// The title's button covers the whole card (its ::after), so a tap anywhere opens the resource
// while the button's name stays the title alone.
const OpenButton = styled('button', {
  all: 'unset',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    borderRadius: '$lg',
  },
  '&:focus-visible::after': { outline: '3px solid $focus', outlineOffset: '2px' },
  '&:hover': { textDecoration: 'underline' },
});

const Description = styled('p', {
  color: '$muted',
  lineHeight: '$normal',
  // Three lines on the card; the detail view shows it all.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 3,
  overflow: 'hidden',
});

const Bottom = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  marginBlockStart: 'auto',
});

export interface ResourceCardProps {
  resource: Resource;
  /** Opens the resource's detail view. */
  onOpen: (id: string) => void;
  /** The title's heading level, to fit the page's outline. */
  headingLevel?: 'h2' | 'h3';
}

/** One resource in the library: category, rating, title, description, facts and cultural tags. */
export function ResourceCard({ resource, onOpen, headingLevel = 'h2' }: ResourceCardProps) {
  return (
    <Root>
      <CategoryAndRating resource={resource} />
      <Title as={headingLevel}>
        <OpenButton type="button" aria-haspopup="dialog" onClick={() => onOpen(resource.id)}>
          {resource.title}
        </OpenButton>
      </Title>
      <Description>{resource.description}</Description>
      <Bottom>
        <ResourceFacts resource={resource} />
        <CultureTags cultures={resource.culturalContext} />
      </Bottom>
    </Root>
  );
}
