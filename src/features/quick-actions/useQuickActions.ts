import { useState } from 'react';

import { effectOf } from './model';
import type { QuickActionId, QuickActionPanel, QuickActionTab } from './model';

export interface UseQuickActionsOptions {
  /** Switches the app's tab: chat, resources or community. */
  onNavigate: (tab: QuickActionTab) => void;
  /** Opens the resource library filtered to videos. */
  onOpenVideos: () => void;
}

/** What each tile does, and which panel (crisis, breathing, sounds) is open over the dashboard. */
export function useQuickActions({ onNavigate, onOpenVideos }: UseQuickActionsOptions) {
  const [panel, setPanel] = useState<QuickActionPanel | null>(null);

  function select(id: QuickActionId) {
    const effect = effectOf(id);
    if (effect.kind === 'navigate') onNavigate(effect.tab);
    else if (effect.kind === 'videos') onOpenVideos();
    else setPanel(effect.panel);
  }

  return { panel, select, close: () => setPanel(null) };
}
