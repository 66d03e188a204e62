import { lazy, Suspense } from 'react';

import { Dialog } from '../../components/Dialog';
import { useT } from '../../i18n';
import { CrisisDialog } from '../../safety/CrisisDialog';
import { styled } from '../../styles';
import { QuickActionsPanel } from './components/QuickActionsPanel';
import type { QuickActionTab, SoundPlayer } from './model';
import { browserScheduler } from './scheduler';
import type { Scheduler } from './scheduler';
import { useBreathingExercise } from './useBreathingExercise';
import { useCalmingSounds } from './useCalmingSounds';
import { useQuickActions } from './useQuickActions';

// Most visits never open them: the breathing exercise and the sound player load on first use.
const BreathingExercise = lazy(() => import('./components/BreathingExercise'));
const CalmingSounds = lazy(() => import('./components/CalmingSounds'));

const Loading = styled('p', { color: '$muted', textAlign: 'center', py: '$6' });

export interface QuickActionsScreenProps {
  /** AI Companion, Resources and Peer Support switch to these tabs (spec section 2). */
  onNavigate: (tab: QuickActionTab) => void;
  /** Wellness Videos: the resource library, filtered to videos. */
  onOpenVideos: () => void;
  /** The breathing exercise's clock; stories step it by hand. */
  scheduler?: Scheduler;
  /** Makes the sound player on the first Play; by default Web Audio. Stories pass a fake. */
  createSoundPlayer?: () => SoundPlayer;
}

/** The dashboard's quick actions: the tiles and crisis box, and the dialogs the tiles open. */
export function QuickActionsScreen({
  onNavigate,
  onOpenVideos,
  scheduler = browserScheduler,
  createSoundPlayer,
}: QuickActionsScreenProps) {
  const t = useT();
  const actions = useQuickActions({ onNavigate, onOpenVideos });
  const breathing = useBreathingExercise({ scheduler });
  const sounds = useCalmingSounds({ createPlayer: createSoundPlayer });
  const loading = <Loading>{t('quickActions.loading')}</Loading>;

  return (
    <>
      <QuickActionsPanel onSelect={actions.select} />
      <CrisisDialog open={actions.panel === 'crisis'} onClose={actions.close} />
      <Dialog
        open={actions.panel === 'breathing'}
        title={t('quickActions.meditation.title')}
        description={t('quickActions.breathing.description')}
        onClose={() => {
          breathing.stop();
          actions.close();
        }}
      >
        <Suspense fallback={loading}>
          <BreathingExercise
            state={breathing.state}
            rounds={breathing.rounds}
            onStart={breathing.start}
            onStop={breathing.stop}
          />
        </Suspense>
      </Dialog>
      <Dialog
        open={actions.panel === 'sounds'}
        title={t('quickActions.sounds.title')}
        description={t('quickActions.sounds.dialogDescription')}
        onClose={() => {
          // Leaving the player ends the sound (issue 4).
          sounds.stop();
          actions.close();
        }}
      >
        <Suspense fallback={loading}>
          <CalmingSounds
            sound={sounds.sound}
            playing={sounds.playing}
            volume={sounds.volume}
            supported={sounds.supported}
            onPlay={sounds.play}
            onPause={sounds.pause}
            onSoundChange={sounds.changeSound}
            onVolumeChange={sounds.changeVolume}
          />
        </Suspense>
      </Dialog>
    </>
  );
}
