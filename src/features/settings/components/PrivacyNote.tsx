import { Icon, Privacy } from '../../../components/Icon';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';

const Root = styled('div', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$3',
});

const IconSquare = styled('span', {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  size: '2.5rem',
  borderRadius: '$md',
  backgroundColor: '$successSoft',
  color: '$success',
});

const Text = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  minInlineSize: 0,
  '& p:last-child': { color: '$muted', fontSize: '$sm' },
});

/** Where the data lives, in two honest sentences. */
export function PrivacyNote() {
  const t = useT();
  return (
    <Root>
      <IconSquare>
        <Icon icon={Privacy} size="lg" />
      </IconSquare>
      <Text>
        <p>{t('settings.privacy.device')}</p>
        <p>{t('settings.privacy.server')}</p>
      </Text>
    </Root>
  );
}
