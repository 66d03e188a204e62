import { useRef } from 'react';

import { Dialog } from '../components/Dialog';
import { useT } from '../i18n';
import { styled } from '../styles';
import { CrisisContactList } from './CrisisContactList';

// Focused first, so the calm words are what a screen reader says after the title, and no call
// link sits under a thumb that pressed Enter a moment ago.
const Support = styled('p', {
  fontSize: '$lg',
  lineHeight: '$normal',
  color: '$text',
  '&:focus': { outline: 'none' },
});

export interface CrisisDialogProps {
  open: boolean;
  /** Escape, the close button or the backdrop. */
  onClose: () => void;
}

/** Crisis support: a calm sentence and the crisis contacts as tappable links, in a modal dialog. */
export function CrisisDialog({ open, onClose }: CrisisDialogProps) {
  const t = useT();
  const supportRef = useRef<HTMLParagraphElement>(null);
  return (
    <Dialog open={open} onClose={onClose} tone="crisis" title={t('crisis.dialog.title')} initialFocusRef={supportRef}>
      <Support ref={supportRef} tabIndex={-1}>
        {t('crisis.dialog.support')}
      </Support>
      <CrisisContactList />
    </Dialog>
  );
}
