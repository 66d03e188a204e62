import { Button } from '../components/Button';
import { Icon, Info, Warning } from '../components/Icon';
import { useT } from '../i18n';
import { styled } from '../styles';
import type { StorageNotice as Notice } from './user/userStore';

const Banner = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '$3',
  padding: '$4',
  borderRadius: '$md',
  border: '1px solid',
  marginBlockEnd: '$4',
  '& > svg': { marginBlockStart: '2px' },
  variants: {
    tone: {
      info: { backgroundColor: '$accentSoft', borderColor: '$accent', color: '$text' },
      warning: { backgroundColor: '$warningSoft', borderColor: '$warning', color: '$text' },
    },
  },
  defaultVariants: { tone: 'info' },
});

const Message = styled('p', { flex: '1 1 16rem' });

export interface StorageNoticeProps {
  notice: Notice;
  onDismiss: () => void;
}

/** Tells the user, in plain words, what happened to the data saved on this device. */
export function StorageNotice({ notice, onDismiss }: StorageNoticeProps) {
  const t = useT();
  const message =
    notice.kind === 'unreadable'
      ? t(notice.backedUp ? 'storage.unreadable.backedUp' : 'storage.unreadable.lost')
      : notice.kind === 'repaired'
        ? t('storage.repaired', { count: notice.dropped })
        : t(notice.error === 'quota' ? 'storage.saveFailed.quota' : 'storage.saveFailed.unavailable');
  const urgent = notice.kind === 'save-failed';
  return (
    <Banner tone={urgent ? 'warning' : 'info'} role={urgent ? 'alert' : 'status'}>
      <Icon icon={urgent ? Warning : Info} />
      <Message>{message}</Message>
      {urgent ? null : (
        <Button variant="secondary" size="sm" onClick={onDismiss}>
          {t('storage.dismiss')}
        </Button>
      )}
    </Banner>
  );
}
