import { breathingPattern, breathingRounds, breathingStateAt, quickActions, roundSeconds } from './model';
import type { BreathPhase, BreathingState, QuickAction, QuickActionId } from './model';

/** One of the eight tiles as the panel defines it; AI Companion unless told otherwise. */
export function sampleQuickAction(id: QuickActionId = 'ai-chat', overrides: Partial<QuickAction> = {}): QuickAction {
  const action = quickActions.find((candidate) => candidate.id === id) ?? (quickActions[1] as QuickAction);
  return { ...action, ...overrides };
}

/**
 * A breathing session frozen in a phase: the first second of `phase` in `round`, exactly as the
 * hook would report it at that moment.
 */
export function sampleBreathingState(phase: BreathPhase = 'in', round = 1): BreathingState {
  const before = breathingPattern.slice(0, breathingPattern.findIndex((step) => step.phase === phase));
  const elapsedSeconds = (round - 1) * roundSeconds(breathingPattern) + roundSeconds(before);
  return breathingStateAt(elapsedSeconds * 1000, breathingPattern, breathingRounds);
}
