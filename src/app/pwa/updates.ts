// The service worker's news for the UI, without putting workbox-window in the first download:
// registration is imported when the page is idle, and the prompt reads this tiny store.
import { useSyncExternalStore } from 'react';

export interface UpdateState {
  /** A new version is installed and waits; it takes over only when the user says so. */
  needRefresh: boolean;
}

let state: UpdateState = { needRefresh: false };
let applyUpdate: (() => Promise<void>) | null = null;
const listeners = new Set<() => void>();

function set(patch: Partial<UpdateState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

/** Registers the service worker (production builds only; nothing happens in dev or tests). */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    applyUpdate = registerSW({
      // 'prompt' mode: a waiting version never reloads the page by itself, so a half-written post
      // or note is never lost to an update.
      onNeedRefresh: () => set({ needRefresh: true }),
    });
  });
}

export const updates = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  /** The user chose to reload into the new version. */
  reload: () => void applyUpdate?.(),
  dismiss: () => set({ needRefresh: false }),
  /** For stories and tests. */
  set,
};

export function useUpdates() {
  return useSyncExternalStore(updates.subscribe, updates.get, updates.get);
}
