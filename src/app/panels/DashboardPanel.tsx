import { memo, useCallback } from 'react';

import { MoodTrackerScreen } from '../../features/mood/MoodTrackerScreen';
import { QuickActionsScreen } from '../../features/quick-actions/QuickActionsScreen';
import { styled } from '../../styles';
import type { TabId } from '../shell/tabs';
import { useUser } from '../user/UserProvider';

// A change elsewhere in the record (a goal, a post) leaves the mood tracker as it is, and nothing
// in the quick actions depends on the record at all (issue 9, scale benchmark).
const MoodTracker = memo(MoodTrackerScreen);
const QuickActions = memo(QuickActionsScreen);

const Columns = styled('div', {
  display: 'grid',
  gap: '$5',
  alignItems: 'start',
  '@lg': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
});

interface DashboardPanelProps {
  onNavigate: (tab: TabId) => void;
  onOpenVideos: () => void;
}

/** The dashboard (spec section 2): the mood tracker beside the quick actions. */
export default function DashboardPanel({ onNavigate, onOpenVideos }: DashboardPanelProps) {
  const { user, updateMood, newId } = useUser();
  const openCompanion = useCallback(() => onNavigate('chat'), [onNavigate]);
  if (!user) return null;
  return (
    <Columns>
      <MoodTracker moodHistory={user.moodHistory} onLogMood={updateMood} newId={newId} onOpenCompanion={openCompanion} />
      <QuickActions onNavigate={onNavigate} onOpenVideos={onOpenVideos} />
    </Columns>
  );
}
