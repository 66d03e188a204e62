import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { ImportSummary, RecordSummary } from '../model';
import { RecordSummaryList } from './RecordSummaryList';

// Side by side where two fit, stacked on a phone.
const Comparison = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: '$3',
});

const Note = styled('p', { color: '$text' });

export interface ImportConfirmDialogProps {
  open: boolean;
  /** What is on this device now and will be replaced. */
  current: RecordSummary;
  /** What the chosen file holds. */
  incoming: ImportSummary;
  onReplace: () => void;
  /** Cancel, Escape, the close button or the backdrop: nothing changes. */
  onCancel: () => void;
}

/** Asks before an import replaces the record: what is here now against what is in the file. */
export function ImportConfirmDialog({ open, current, incoming, onReplace, onCancel }: ImportConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t('settings.import.title')}
      description={t('settings.import.description')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={onReplace}>
            {t('settings.import.confirm')}
          </Button>
        </>
      }
    >
      <Comparison>
        <RecordSummaryList heading={t('settings.import.current')} summary={current} />
        <RecordSummaryList heading={t('settings.import.incoming')} summary={incoming} />
      </Comparison>
      {incoming.dropped > 0 ? <Note>{t('settings.import.dropped', { count: incoming.dropped })}</Note> : null}
      <Note>{t('settings.import.warning')}</Note>
    </Dialog>
  );
}
