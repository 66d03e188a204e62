import { useId } from 'react';

import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { RecordSummary } from '../model';

const Root = styled('section', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minInlineSize: 0,
  padding: '$4',
  borderRadius: '$md',
  backgroundColor: '$surfaceSunken',
});

const Heading = styled('h3', {
  fontSize: '$sm',
  fontWeight: '$semibold',
  color: '$muted',
});

const List = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  padding: 0,
  listStyle: 'none',
  '& li:first-child': { fontWeight: '$semibold', fontSize: '$lg', overflowWrap: 'anywhere' },
});

export interface RecordSummaryListProps {
  /** Where this record is: "On this device now", "In the file". */
  heading: string;
  summary: RecordSummary;
}

/** A record at a glance: whose it is, and how many mood entries and goals it holds. */
export function RecordSummaryList({ heading, summary }: RecordSummaryListProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <Heading id={headingId}>{heading}</Heading>
      <List>
        <li>{summary.name}</li>
        <li>{t('settings.summary.moodEntries', { count: summary.moodEntries })}</li>
        <li>{t('settings.summary.goals', { count: summary.goals })}</li>
      </List>
    </Root>
  );
}
