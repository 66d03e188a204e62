import { useRef, useState } from 'react';

import type { User } from '../../lib/record';
import { exportFileName, maxImportBytes, parseImport, profileOf, serializeExport, summarize } from './model';
import type { ImportRefusal, ImportResult, ImportSummary, ProfileChanges } from './model';

export type ImportState =
  | { status: 'idle' }
  | { status: 'preview'; user: User; summary: ImportSummary }
  | { status: 'refused'; reason: ImportRefusal }
  | { status: 'imported' };

export interface UseSettingsOptions {
  /** The signed-in user, as stored. */
  user: User;
  /** Stores the changed profile fields. */
  onSaveProfile: (changes: ProfileChanges) => void;
  /** Replaces the stored record with an imported, validated one. */
  onImport: (user: User) => void;
  /** Removes the stored user (logout). */
  onDeleteAll: () => void;
  /** The clock for the export's file name. */
  now: () => Date;
}

/** Hands a text file to the browser's download; the object URL is released afterwards. */
function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  // In the document while clicked: some mobile browsers ignore a click on a detached link.
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // On the next task: a few browsers start the download only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

async function readImport(file: File): Promise<ImportResult> {
  // Checked before reading, so a huge file is never loaded into memory.
  if (file.size > maxImportBytes) return { ok: false, reason: 'too-large' };
  try {
    return parseImport(await file.text());
  } catch {
    // The file vanished or could not be read (a cloud file offline): to the user, unreadable.
    return { ok: false, reason: 'not-json' };
  }
}

/** The settings screen's state: the save confirmation and the import in progress, with handlers. */
export function useSettings({ user, onSaveProfile, onImport, onDeleteAll, now }: UseSettingsOptions) {
  const [profileSaved, setProfileSaved] = useState(false);
  const [importState, setImportState] = useState<ImportState>({ status: 'idle' });
  // Bumped by an import, so the profile form drops edits made to the record it replaced.
  const [importCount, setImportCount] = useState(0);
  // Only the last file chosen counts, if the user picks again before the first is read.
  const lastRead = useRef(0);

  function saveProfile(changes: ProfileChanges) {
    onSaveProfile(changes);
    setProfileSaved(true);
  }

  async function importFile(file: File) {
    const read = ++lastRead.current;
    setImportState({ status: 'idle' });
    const result = await readImport(file);
    if (read !== lastRead.current) return;
    setImportState(
      result.ok
        ? { status: 'preview', user: result.user, summary: result.summary }
        : { status: 'refused', reason: result.reason },
    );
  }

  function confirmImport() {
    if (importState.status !== 'preview') return;
    onImport(importState.user);
    setImportState({ status: 'imported' });
    setImportCount((count) => count + 1);
    setProfileSaved(false);
  }

  return {
    profile: profileOf(user),
    summary: summarize(user),
    profileSaved,
    importCount,
    importPreview: importState.status === 'preview' ? importState.summary : null,
    importRefusal: importState.status === 'refused' ? importState.reason : null,
    imported: importState.status === 'imported',
    saveProfile,
    exportData: () => download(serializeExport(user), exportFileName(now())),
    importFile: (file: File) => void importFile(file),
    confirmImport,
    cancelImport: () => setImportState({ status: 'idle' }),
    deleteAll: onDeleteAll,
  };
}
