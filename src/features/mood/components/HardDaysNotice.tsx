import { Button } from '../../../components/Button';
import { Chat, Icon, Support } from '../../../components/Icon';
import { Notice } from '../../../components/Notice';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';

const Help = styled('p', { fontSize: '$sm', color: '$muted' });

export interface HardDaysNoticeProps {
  /** How many check-ins in a row were Very Low or Low (3 or more). */
  count: number;
  /** Opens the companion; without it, no button. */
  onTalk?: () => void;
}

/**
 * After a run of low check-ins: it has been a hard few days, an offer to talk it through, and a
 * reminder that Get help is always one tap away. No numbers to call here: this is not a crisis.
 */
export function HardDaysNotice({ count, onTalk }: HardDaysNoticeProps) {
  const t = useT();
  return (
    <Notice title={t('mood.hardDays.title')} icon={<Icon icon={Support} />}>
      <p>{t('mood.hardDays.body', { count })}</p>
      {onTalk ? (
        <Button variant="secondary" icon={<Chat />} onClick={onTalk}>
          {t('mood.hardDays.talk')}
        </Button>
      ) : null}
      <Help>{t('mood.hardDays.help', { getHelp: t('nav.getHelp') })}</Help>
    </Notice>
  );
}
