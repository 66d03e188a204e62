import { Button } from '../../components/Button';
import { Icon, Info } from '../../components/Icon';
import { useT } from '../../i18n';
import { styled } from '../../styles';

const Banner = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$3',
  padding: '$4',
  borderRadius: '$md',
  border: '1px solid $accent',
  backgroundColor: '$accentSoft',
  color: '$text',
  marginBlockEnd: '$4',
});

const Message = styled('p', { flex: '1 1 16rem' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$2' });

export interface UpdatePromptProps {
  needRefresh: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

/**
 * A new version is ready. The user reloads when it suits them: never a silent reload that could
 * lose a half-written post or note.
 */
export function UpdatePrompt({ needRefresh, onReload, onDismiss }: UpdatePromptProps) {
  const t = useT();
  if (!needRefresh) return null;
  return (
    <Banner role="status">
      <Icon icon={Info} />
      <Message>{t('pwa.update.message')}</Message>
      <Actions>
        <Button size="sm" onClick={onReload}>
          {t('pwa.update.reload')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          {t('pwa.update.later')}
        </Button>
      </Actions>
    </Banner>
  );
}
