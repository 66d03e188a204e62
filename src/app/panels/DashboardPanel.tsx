import { MoodTrackerScreen } from '../../features/mood/MoodTrackerScreen';
import { QuickActionsScreen } from '../../features/quick-actions/QuickActionsScreen';
import { styled } from '../../styles';
import type { TabId } from '../shell/tabs';
import { useUser } from '../user/UserProvider';

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
  if (!user) return null;
  return (
    <Columns>
      <MoodTrackerScreen moodHistory={user.moodHistory} onLogMood={updateMood} newId={newId} />
      <QuickActionsScreen onNavigate={onNavigate} onOpenVideos={onOpenVideos} />
    </Columns>
  );
}
