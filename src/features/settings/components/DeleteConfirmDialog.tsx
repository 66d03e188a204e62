import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Delete } from '../../../components/Icon';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import type { RecordSummary } from '../model';

const List = styled('ul', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$1',
  paddingInlineStart: '$6',
  overflowWrap: 'anywhere',
});

const Permanent = styled('p', { fontWeight: '$semibold' });

const ExportFirst = styled('div', { display: 'flex' });

export interface DeleteConfirmDialogProps {
  open: boolean;
  /** Whose record it is and what it holds, so the dialog can say exactly what goes. */
  summary: RecordSummary;
  onConfirm: () => void;
  /** Cancel, Escape, the close button or the backdrop: nothing is deleted. */
  onCancel: () => void;
  /** Offers a copy first; the dialog stays open. */
  onExport?: () => void;
}

/** The last question before every trace of the user leaves this device. */
export function DeleteConfirmDialog({ open, summary, onConfirm, onCancel, onExport }: DeleteConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      size="sm"
      title={t('settings.delete.title')}
      description={t('settings.delete.description')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" icon={<Delete />} onClick={onConfirm}>
            {t('settings.delete.confirm')}
          </Button>
        </>
      }
    >
      <List>
        <li>{t('settings.delete.profile', { name: summary.name })}</li>
        <li>{t('settings.summary.moodEntries', { count: summary.moodEntries })}</li>
        <li>{t('settings.summary.goals', { count: summary.goals })}</li>
      </List>
      <Permanent>{t('settings.delete.permanent')}</Permanent>
      {onExport ? (
        <ExportFirst>
          <Button variant="secondary" onClick={onExport}>
            {t('settings.delete.exportFirst')}
          </Button>
        </ExportFirst>
      ) : null}
    </Dialog>
  );
}
