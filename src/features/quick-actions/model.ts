import { Breathing, Chat, Community, Crisis, Phone, Resources, Sounds, Video } from '../../components/Icon';
import type { IconComponent } from '../../components/Icon';

/** The eight quick actions of spec section 2, in the order shown: the urgent one first. */
export const quickActionIds = [
  'crisis',
  'ai-chat',
  'peer-support',
  'meditation',
  'resources',
  'hotline',
  'sounds',
  'videos',
] as const;
export type QuickActionId = (typeof quickActionIds)[number];

/** A tile's colour: crisis for the urgent one, accent or a mood colour for the others. */
export type QuickActionTone = 'crisis' | 'accent' | 'mood1' | 'mood2' | 'mood4' | 'mood5';

/** A quick action tile (spec section 3); the title and description are catalogue keys. */
export interface QuickAction {
  id: QuickActionId;
  title: `quickActions.${QuickActionId}.title`;
  description: `quickActions.${QuickActionId}.description`;
  icon: IconComponent;
  tone: QuickActionTone;
  urgent: boolean;
}

const action = (id: QuickActionId, icon: IconComponent, tone: QuickActionTone, urgent = false): QuickAction => ({
  id,
  title: `quickActions.${id}.title`,
  description: `quickActions.${id}.description`,
  icon,
  tone,
  urgent,
});

export const quickActions: readonly QuickAction[] = [
  action('crisis', Crisis, 'crisis', true),
  action('ai-chat', Chat, 'accent'),
  action('peer-support', Community, 'mood4'),
  action('meditation', Breathing, 'mood1'),
  action('resources', Resources, 'mood5'),
  action('hotline', Phone, 'crisis'),
  action('sounds', Sounds, 'mood2'),
  action('videos', Video, 'mood4'),
];

/** The tabs a quick action can switch to. */
export type QuickActionTab = 'chat' | 'resources' | 'community';

/** What pressing a tile does. Where the spec left an action unimplemented, it is made real. */
export type QuickActionEffect =
  | { kind: 'navigate'; tab: QuickActionTab }
  | { kind: 'open'; panel: QuickActionPanel }
  | { kind: 'videos' };

/** The panels that open over the dashboard. */
export type QuickActionPanel = 'crisis' | 'breathing' | 'sounds';

export function effectOf(id: QuickActionId): QuickActionEffect {
  switch (id) {
    case 'ai-chat':
      return { kind: 'navigate', tab: 'chat' };
    case 'resources':
      return { kind: 'navigate', tab: 'resources' };
    case 'peer-support':
      return { kind: 'navigate', tab: 'community' };
    // Spec section 2 had placeholder alerts here; both open the crisis contacts instead.
    case 'crisis':
    case 'hotline':
      return { kind: 'open', panel: 'crisis' };
    case 'meditation':
      return { kind: 'open', panel: 'breathing' };
    case 'sounds':
      return { kind: 'open', panel: 'sounds' };
    case 'videos':
      return { kind: 'videos' };
  }
}

// Guided breathing: in 4, hold 4, out 6 (spec section 9, the companion's exercise).

export type BreathPhase = 'in' | 'hold' | 'out';

export interface BreathStep {
  phase: BreathPhase;
  seconds: number;
}

export const breathingPattern: readonly BreathStep[] = [
  { phase: 'in', seconds: 4 },
  { phase: 'hold', seconds: 4 },
  { phase: 'out', seconds: 6 },
];

/** Four rounds of 14 seconds: about a minute. */
export const breathingRounds = 4;

export type BreathingState =
  | { status: 'idle' }
  | {
      status: 'running';
      /** 1-based. */
      round: number;
      phase: BreathPhase;
      /** How long this phase lasts, for the circle's animation. */
      phaseSeconds: number;
      /** Whole seconds left in this phase, counting down to 1. */
      secondsLeft: number;
    }
  | { status: 'finished' };

export const roundSeconds = (pattern: readonly BreathStep[]) => pattern.reduce((total, step) => total + step.seconds, 0);

/** Where a session is after `elapsedMs` since Start: which round, which phase, how long left. */
export function breathingStateAt(
  elapsedMs: number,
  pattern: readonly BreathStep[] = breathingPattern,
  rounds: number = breathingRounds,
): BreathingState {
  const roundMs = roundSeconds(pattern) * 1000;
  if (roundMs <= 0 || rounds <= 0) return { status: 'finished' };
  const elapsed = Math.max(0, elapsedMs);
  if (elapsed >= roundMs * rounds) return { status: 'finished' };
  const round = Math.floor(elapsed / roundMs) + 1;
  let intoRound = elapsed - (round - 1) * roundMs;
  for (const step of pattern) {
    const stepMs = step.seconds * 1000;
    if (intoRound < stepMs) {
      return {
        status: 'running',
        round,
        phase: step.phase,
        phaseSeconds: step.seconds,
        secondsLeft: Math.ceil((stepMs - intoRound) / 1000),
      };
    }
    intoRound -= stepMs;
  }
  return { status: 'finished' };
}

// Calming sounds, generated on the device.

export const soundIds = ['rain', 'waves', 'brown'] as const;
export type SoundId = (typeof soundIds)[number];

export const isSoundId = (value: unknown): value is SoundId => (soundIds as readonly unknown[]).includes(value);

/** Volume as a fraction from 0 to 1, whatever the slider or a stored value says. */
export function clampVolume(value: number) {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/** What plays the sounds. The browser's is Web Audio (`sound/webAudioPlayer.ts`); stories pass a fake. */
export interface SoundPlayer {
  /** Starts the sound, or switches to it, at a volume from 0 to 1. Called inside the user's press. */
  play: (sound: SoundId, volume: number) => void;
  setVolume: (volume: number) => void;
  pause: () => void;
  /** Stops and releases the audio device; a later play starts afresh. */
  close: () => void;
}
