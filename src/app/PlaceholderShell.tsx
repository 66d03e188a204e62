import { Heart } from 'lucide-react';

import { useT } from '../i18n';
import { styled } from '../styles';

const Page = styled('main', {
  minBlockSize: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '$6',
});

const Panel = styled('section', {
  maxInlineSize: '32rem',
  backgroundColor: '$surface',
  border: '1px solid $border',
  borderRadius: '$lg',
  boxShadow: '$md',
  padding: '$8',
  textAlign: 'center',
  display: 'grid',
  gap: '$3',
  justifyItems: 'center',
});

const Mark = styled('span', {
  display: 'inline-grid',
  placeItems: 'center',
  size: '56px',
  borderRadius: '$lg',
  backgroundColor: '$accent',
  color: '$onAccent',
});

const Name = styled('h1', { fontSize: '$2xl' });
const Tagline = styled('p', { color: '$muted', fontWeight: '$medium' });
const Body = styled('p', { color: '$text' });

/** Stand-in until the app shell issue lands: proves the design system renders in the built app. */
export function PlaceholderShell() {
  const t = useT();
  return (
    <Page>
      <Panel aria-labelledby="placeholder-title">
        <Mark aria-hidden="true">
          <Heart />
        </Mark>
        <Name id="placeholder-title">{t('app.name')}</Name>
        <Tagline>{t('app.tagline')}</Tagline>
        <Body>{t('app.placeholder.body')}</Body>
      </Panel>
    </Page>
  );
}
