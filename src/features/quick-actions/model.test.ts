import { describe, expect, it } from 'vitest';

import { sampleBreathingState } from './data';
import {
  breathingPattern,
  breathingStateAt,
  clampVolume,
  effectOf,
  quickActionIds,
  quickActions,
  roundSeconds,
} from './model';
import { manualScheduler } from './scheduler';

describe('quick actions', () => {
  it('has the eight tiles of the spec, the urgent crisis tile first and alone', () => {
    expect(quickActions.map((action) => action.id)).toEqual([
      'crisis',
      'ai-chat',
      'peer-support',
      'meditation',
      'resources',
      'hotline',
      'sounds',
      'videos',
    ]);
    expect(quickActions.filter((action) => action.urgent).map((action) => action.id)).toEqual(['crisis']);
    expect(quickActions[0]?.tone).toBe('crisis');
  });

  it('gives every tile a title and description key of its own', () => {
    for (const action of quickActions) {
      expect(action.title).toBe(`quickActions.${action.id}.title`);
      expect(action.description).toBe(`quickActions.${action.id}.description`);
    }
  });

  it('switches tabs for chat, resources and peer support (spec section 2)', () => {
    expect(effectOf('ai-chat')).toEqual({ kind: 'navigate', tab: 'chat' });
    expect(effectOf('resources')).toEqual({ kind: 'navigate', tab: 'resources' });
    expect(effectOf('peer-support')).toEqual({ kind: 'navigate', tab: 'community' });
  });

  it('makes the placeholder actions real: crisis contacts, breathing, sounds, videos', () => {
    expect(effectOf('crisis')).toEqual({ kind: 'open', panel: 'crisis' });
    expect(effectOf('hotline')).toEqual({ kind: 'open', panel: 'crisis' });
    expect(effectOf('meditation')).toEqual({ kind: 'open', panel: 'breathing' });
    expect(effectOf('sounds')).toEqual({ kind: 'open', panel: 'sounds' });
    expect(effectOf('videos')).toEqual({ kind: 'videos' });
    // Nothing is left as "not implemented".
    for (const id of quickActionIds) expect(effectOf(id)).toBeDefined();
  });
});

describe('breathingStateAt', () => {
  it('breathes in 4, holds 4, breathes out 6', () => {
    expect(breathingPattern.map((step) => [step.phase, step.seconds])).toEqual([
      ['in', 4],
      ['hold', 4],
      ['out', 6],
    ]);
    expect(roundSeconds(breathingPattern)).toBe(14);
  });

  it('counts down each phase in whole seconds', () => {
    expect(breathingStateAt(0)).toEqual({ status: 'running', round: 1, phase: 'in', phaseSeconds: 4, secondsLeft: 4 });
    expect(breathingStateAt(999)).toMatchObject({ phase: 'in', secondsLeft: 4 });
    expect(breathingStateAt(1000)).toMatchObject({ phase: 'in', secondsLeft: 3 });
    expect(breathingStateAt(3999)).toMatchObject({ phase: 'in', secondsLeft: 1 });
  });

  it('moves to hold at 4 s, out at 8 s and the next round at 14 s', () => {
    expect(breathingStateAt(4000)).toMatchObject({ round: 1, phase: 'hold', secondsLeft: 4 });
    expect(breathingStateAt(8000)).toMatchObject({ round: 1, phase: 'out', phaseSeconds: 6, secondsLeft: 6 });
    expect(breathingStateAt(13_999)).toMatchObject({ round: 1, phase: 'out', secondsLeft: 1 });
    expect(breathingStateAt(14_000)).toMatchObject({ round: 2, phase: 'in', secondsLeft: 4 });
  });

  it('finishes after the last round', () => {
    expect(breathingStateAt(4 * 14_000 - 1)).toMatchObject({ round: 4, phase: 'out', secondsLeft: 1 });
    expect(breathingStateAt(4 * 14_000)).toEqual({ status: 'finished' });
    expect(breathingStateAt(14_000, breathingPattern, 1)).toEqual({ status: 'finished' });
  });

  it('treats a clock that runs backwards as the start, and an empty pattern as done', () => {
    expect(breathingStateAt(-500)).toMatchObject({ round: 1, phase: 'in', secondsLeft: 4 });
    expect(breathingStateAt(0, [], 3)).toEqual({ status: 'finished' });
    expect(breathingStateAt(0, breathingPattern, 0)).toEqual({ status: 'finished' });
  });

  it('freezes sample states at the first second of a phase', () => {
    expect(sampleBreathingState('hold', 2)).toMatchObject({ round: 2, phase: 'hold', secondsLeft: 4 });
    expect(sampleBreathingState('out')).toMatchObject({ round: 1, phase: 'out', secondsLeft: 6 });
  });
});

describe('manualScheduler', () => {
  it('fires due ticks in order as the clock is advanced, and none after cancelling', () => {
    const scheduler = manualScheduler(100);
    const seen: string[] = [];
    const stopA = scheduler.every(250, () => seen.push(`a@${scheduler.now()}`));
    scheduler.every(400, () => seen.push(`b@${scheduler.now()}`));
    scheduler.advance(800);
    // A tick due exactly at the end of the advance fires too.
    expect(seen).toEqual(['a@350', 'b@500', 'a@600', 'a@850', 'b@900']);
    expect(scheduler.now()).toBe(900);
    stopA();
    seen.length = 0;
    scheduler.advance(400);
    expect(seen).toEqual(['b@1300']);
  });
});

describe('clampVolume', () => {
  it('keeps the volume between 0 and 1', () => {
    expect(clampVolume(0.4)).toBe(0.4);
    expect(clampVolume(-1)).toBe(0);
    expect(clampVolume(3)).toBe(1);
    expect(clampVolume(Number.NaN)).toBe(0);
  });
});
