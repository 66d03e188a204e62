import { useId, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';

import { Button } from '../../../components/Button';
import { FieldHint } from '../../../components/Field';
import { Check, Delete, Icon, Warning } from '../../../components/Icon';
import { useT } from '../../../i18n';
import { styled } from '../../../styles';
import { maxImportBytes } from '../model';
import type { ImportRefusal, ImportSummary, RecordSummary } from '../model';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { ImportConfirmDialog } from './ImportConfirmDialog';

const Root = styled('div', { display: 'flex', flexDirection: 'column', gap: '$5' });

const Row = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '$2',
  variants: {
    separated: {
      true: { paddingBlockStart: '$5', borderBlockStart: '1px solid $border' },
      false: {},
    },
  },
  defaultVariants: { separated: false },
});

const Message = styled('p', {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '$2',
  fontSize: '$sm',
  fontWeight: '$medium',
  lineHeight: '$normal',
  '& svg': { flexShrink: 0, marginBlockStart: '0.1em' },
  variants: {
    tone: {
      // A thick edge and an icon as well as the tint, so colour is not the only signal.
      crisis: {
        padding: '$3',
        borderRadius: '$md',
        borderInlineStart: '4px solid $crisis',
        backgroundColor: '$crisisSoft',
        color: '$text',
        '& svg': { color: '$crisis' },
      },
      success: { color: '$success' },
    },
  },
  defaultVariants: { tone: 'success' },
});

const fileTypes = 'application/json,.json';

export interface DataControlsProps {
  /** What is on this device now: named in the import and delete dialogs. */
  current: RecordSummary;
  /** A readable file was chosen: the dialog asking whether to replace the data is open. */
  importPreview: ImportSummary | null;
  /** The chosen file was refused; nothing was changed. */
  importRefusal: ImportRefusal | null;
  /** The last import replaced the data: a polite confirmation. */
  imported?: boolean;
  onExport: () => void;
  /** Called with the file the user picked; the caller reads and checks it. */
  onImportFile: (file: File) => void;
  onConfirmImport: () => void;
  onCancelImport: () => void;
  /** Called after the user confirmed in the dialog. */
  onDeleteAll: () => void;
}

interface ActionRowProps {
  /** The row's button; the hint under it is its description. */
  action: ReactNode;
  hintId: string;
  hint: string;
  separated?: boolean;
  /** Feedback under the hint. */
  children?: ReactNode;
}

function ActionRow({ action, hintId, hint, separated = false, children }: ActionRowProps) {
  return (
    <Row separated={separated}>
      {action}
      <FieldHint id={hintId}>{hint}</FieldHint>
      {children}
    </Row>
  );
}

/** Export, import (checked, and confirmed before it replaces anything) and delete all data. */
export function DataControls({
  current,
  importPreview,
  importRefusal,
  imported = false,
  onExport,
  onImportFile,
  onConfirmImport,
  onCancelImport,
  onDeleteAll,
}: DataControlsProps) {
  const t = useT();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) fires another change.
    event.currentTarget.value = '';
    if (file) onImportFile(file);
  }

  return (
    <Root>
      <ActionRow
        hintId={`${id}-export`}
        hint={t('settings.data.exportHint')}
        action={
          <Button variant="secondary" aria-describedby={`${id}-export`} onClick={onExport}>
            {t('settings.data.export')}
          </Button>
        }
      />

      <ActionRow
        hintId={`${id}-import`}
        hint={t('settings.data.importHint')}
        action={
          <Button variant="secondary" aria-describedby={`${id}-import`} onClick={() => fileInput.current?.click()}>
            {t('settings.data.import')}
          </Button>
        }
      >
        {/* The native picker, opened by the button above; `hidden` keeps it out of the tab order. */}
        <input ref={fileInput} type="file" accept={fileTypes} hidden onChange={chooseFile} />
        {importRefusal ? (
          <Message role="alert" tone="crisis">
            <Icon icon={Warning} />
            {t(`settings.import.refused.${importRefusal}`, { limit: maxImportBytes / (1024 * 1024) })}
          </Message>
        ) : null}
        <Message role="status">
          {imported ? (
            <>
              <Icon icon={Check} />
              {t('settings.data.imported')}
            </>
          ) : null}
        </Message>
      </ActionRow>

      <ActionRow
        separated
        hintId={`${id}-delete`}
        hint={t('settings.data.deleteHint')}
        action={
          <Button
            variant="danger"
            icon={<Delete />}
            aria-describedby={`${id}-delete`}
            onClick={() => setConfirmingDelete(true)}
          >
            {t('settings.data.delete')}
          </Button>
        }
      />

      {importPreview ? (
        <ImportConfirmDialog
          open
          current={current}
          incoming={importPreview}
          onReplace={onConfirmImport}
          onCancel={onCancelImport}
        />
      ) : null}
      <DeleteConfirmDialog
        open={confirmingDelete}
        summary={current}
        onExport={onExport}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          onDeleteAll();
        }}
      />
    </Root>
  );
}
