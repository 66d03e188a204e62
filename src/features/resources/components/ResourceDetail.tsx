import { useId } from 'react';

import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { Resource } from '../model';
import { CategoryAndRating, CultureTags, ResourceFacts } from './ResourceFacts';

const Section = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
});

const SectionTitle = styled('h3', {
  fontSize: '$lg',
  fontWeight: '$semibold',
  color: '$text',
});

const Steps = styled('ol', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  margin: 0,
  paddingInlineStart: '$6',
  '& li': { paddingInlineStart: '$1' },
  '& li::marker': { fontWeight: '$bold', color: '$accent' },
});

const Note = styled('p', {
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$surfaceSunken',
  color: '$muted',
  fontSize: '$sm',
});

export interface ResourceDetailProps {
  /** The resource shown, or null when the detail view is closed. */
  resource: Resource | null;
  onClose: () => void;
}

/** A resource opened inside the app (never a dead link): everything the card shows, in full, and an exercise's steps. */
export function ResourceDetail({ resource, onClose }: ResourceDetailProps) {
  const t = useT();
  const stepsId = useId();
  if (!resource) return null;
  return (
    <Dialog open onClose={onClose} title={resource.title} description={resource.description}>
      <CategoryAndRating resource={resource} />
      <ResourceFacts resource={resource} />
      <CultureTags cultures={resource.culturalContext} />
      {resource.steps && resource.steps.length > 0 ? (
        <Section aria-labelledby={stepsId}>
          <SectionTitle id={stepsId}>{t('resources.detail.steps')}</SectionTitle>
          <Steps>
            {resource.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </Steps>
        </Section>
      ) : (
        <Note>{t('resources.detail.sampleNote')}</Note>
      )}
    </Dialog>
  );
}
