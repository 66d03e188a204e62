import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { moodEntrySchema } from '../../lib/record';
import type { MoodEntry } from '../../lib/record';
import { detectCrisis } from '../../safety/crisis';
import { sampleMoodEntry, sampleMoodHistory, sampleNow } from './data';
import {
  canSaveMood,
  createMoodEntry,
  emptyMoodDraft,
  latestNoteNeedsSupport,
  lowMoodStreak,
  weeklyMoodStats,
} from './model';

const entries = (...moods: number[]): MoodEntry[] =>
  moods.map((mood, index) => sampleMoodEntry({ id: `m${index + 1}`, mood }));

describe('weeklyMoodStats', () => {
  it('has no average and an empty strip with no entries', () => {
    expect(weeklyMoodStats([])).toEqual({ average: null, count: 0, recent: [] });
  });

  it('uses the one entry as the average', () => {
    const stats = weeklyMoodStats(entries(2));
    expect(stats.average).toBe(2);
    expect(stats.count).toBe(1);
    expect(stats.recent.map((entry) => entry.id)).toEqual(['m1']);
  });

  it('averages all seven of a full week, newest first', () => {
    const stats = weeklyMoodStats(entries(1, 2, 3, 4, 5, 5, 5));
    // 25 / 7 = 3.57
    expect(stats.average).toBe(4);
    expect(stats.count).toBe(7);
    expect(stats.recent.map((entry) => entry.id)).toEqual(['m7', 'm6', 'm5', 'm4', 'm3', 'm2', 'm1']);
  });

  it('reads only the last seven of eight or more', () => {
    // The first two (both 5) fall out of the week: 1+1+1+2+2+2+2 = 11 / 7 = 1.57.
    const stats = weeklyMoodStats(entries(5, 5, 1, 1, 1, 2, 2, 2, 2));
    expect(stats.count).toBe(7);
    expect(stats.average).toBe(2);
    expect(stats.recent.map((entry) => entry.id)).toEqual(['m9', 'm8', 'm7', 'm6', 'm5', 'm4', 'm3']);
  });

  it('rounds half-way up and below half down', () => {
    expect(weeklyMoodStats(entries(3, 4)).average).toBe(4); // 3.5
    expect(weeklyMoodStats(entries(1, 2)).average).toBe(2); // 1.5
    expect(weeklyMoodStats(entries(2, 2, 3)).average).toBe(2); // 2.33
    expect(weeklyMoodStats(entries(4, 5, 5)).average).toBe(5); // 4.67
  });

  it('does not reorder or change the history it is given', () => {
    const history = entries(1, 2, 3);
    const copy = structuredClone(history);
    weeklyMoodStats(history);
    expect(history).toEqual(copy);
  });

  it('handles five years of history', () => {
    const history = sampleMoodHistory(1825);
    const stats = weeklyMoodStats(history);
    expect(stats.count).toBe(7);
    expect(stats.recent[0]).toBe(history[1824]);
  });
});

describe('createMoodEntry', () => {
  const at = { id: 'entry-1', now: new Date(Date.UTC(2025, 2, 14, 18, 30)) };

  it('stamps the id and the ISO date of the injected clock', () => {
    expect(createMoodEntry({ mood: 4, emotions: ['calm'] }, at)).toEqual({
      id: 'entry-1',
      date: '2025-03-14T18:30:00.000Z',
      mood: 4,
      emotions: ['calm'],
    });
  });

  it('trims the note', () => {
    expect(createMoodEntry({ mood: 3, emotions: [], note: '  a long day \n' }, at).note).toBe('a long day');
  });

  it('omits an empty or blank note entirely', () => {
    expect(createMoodEntry({ mood: 3, emotions: [], note: '' }, at)).not.toHaveProperty('note');
    expect(createMoodEntry({ mood: 3, emotions: [], note: ' \n\t ' }, at)).not.toHaveProperty('note');
    expect(createMoodEntry({ mood: 3, emotions: [] }, at)).not.toHaveProperty('note');
  });

  it('copies the emotions, so later edits to the form do not reach the stored entry', () => {
    const chosen = ['happy'];
    const entry = createMoodEntry({ mood: 5, emotions: chosen }, at);
    chosen.push('sad');
    expect(entry.emotions).toEqual(['happy']);
  });

  it('makes entries the stored record accepts', () => {
    const entry = createMoodEntry({ mood: 1, emotions: ['sad', 'lonely'], note: 'rough' }, at);
    expect(v.safeParse(moodEntrySchema, entry).success).toBe(true);
  });
});

describe('canSaveMood', () => {
  it('needs a level, and nothing else', () => {
    expect(canSaveMood(emptyMoodDraft)).toBe(false);
    expect(canSaveMood({ ...emptyMoodDraft, emotions: ['happy'], note: 'hi' })).toBe(false);
    expect(canSaveMood({ ...emptyMoodDraft, mood: 1 })).toBe(true);
  });
});

describe('sampleMoodHistory', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(sampleMoodHistory(10)).toEqual(sampleMoodHistory(10));
    expect(sampleMoodHistory(10, { seed: 8 })).not.toEqual(sampleMoodHistory(10));
  });

  it('ends at the clock it is given, one entry a day, every entry valid', () => {
    const history = sampleMoodHistory(3, { now: sampleNow });
    expect(history.map((entry) => entry.date)).toEqual([
      '2025-03-12T12:00:00.000Z',
      '2025-03-13T12:00:00.000Z',
      '2025-03-14T12:00:00.000Z',
    ]);
    for (const entry of sampleMoodHistory(200)) expect(v.safeParse(moodEntrySchema, entry).success).toBe(true);
  });
});

describe('latestNoteNeedsSupport', () => {
  const withNotes = (...notes: Array<string | undefined>): MoodEntry[] =>
    notes.map((note, index) => sampleMoodEntry({ id: `m${index + 1}`, mood: 1, ...(note === undefined ? {} : { note }) }));

  it('is true when the newest note sounds like risk', () => {
    expect(latestNoteNeedsSupport(withNotes('fine', "I don't want to be here anymore"), detectCrisis)).toBe(true);
  });

  it('reads only the newest note: the next check-in puts the contacts away', () => {
    expect(latestNoteNeedsSupport(withNotes('I want to die', 'talked to my sister, a bit better'), detectCrisis)).toBe(false);
    expect(latestNoteNeedsSupport(withNotes('I want to die', undefined), detectCrisis)).toBe(false);
  });

  it('is false with no history, no note, or an everyday note', () => {
    expect(latestNoteNeedsSupport([], detectCrisis)).toBe(false);
    expect(latestNoteNeedsSupport(withNotes(undefined), detectCrisis)).toBe(false);
    expect(latestNoteNeedsSupport(withNotes('this homework is killing me'), detectCrisis)).toBe(false);
  });
});

describe('lowMoodStreak', () => {
  it('counts the newest Very Low and Low check-ins in a row', () => {
    expect(lowMoodStreak(entries(4, 2, 1, 2))).toBe(3);
    expect(lowMoodStreak(entries(1, 1, 1, 1, 1))).toBe(5);
  });

  it('stops at the first better day, and is 0 when the newest day was better', () => {
    expect(lowMoodStreak(entries(1, 1, 3, 2))).toBe(1);
    expect(lowMoodStreak(entries(1, 1, 1, 3))).toBe(0);
    expect(lowMoodStreak([])).toBe(0);
  });

  it('reads only the newest run of five years of history', () => {
    const history = [...sampleMoodHistory(1825), ...entries(2, 2, 2)];
    expect(lowMoodStreak(history)).toBeGreaterThanOrEqual(3);
  });
});
