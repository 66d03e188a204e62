import { bench, describe } from 'vitest';

import { sampleMoodHistory, sampleNow } from './data';
import { createMoodEntry, weeklyMoodStats } from './model';

// Issue 4: logging a mood with five years of daily history already stored must feel instant.
// One save is what the app does on Save: build the entry, append it, recompute the week, and
// serialize the whole record as the store writes it to localStorage.
const fiveYears = sampleMoodHistory(1825);
const later = new Date(sampleNow.getTime() + 60_000);

describe('log one mood with 1,825 entries stored', () => {
  bench('createMoodEntry + append + weeklyMoodStats + JSON.stringify (1,826 entries)', () => {
    const entry = createMoodEntry(
      { mood: 4, emotions: ['calm', 'grateful'], note: '  a good day  ' },
      { id: 'bench', now: later },
    );
    const history = [...fiveYears, entry];
    const stats = weeklyMoodStats(history);
    const written = JSON.stringify({ moodHistory: history });
    if (stats.count !== 7 || written.length === 0) throw new Error('unexpected result');
  });

  bench('weeklyMoodStats alone (1,826 entries)', () => {
    weeklyMoodStats(fiveYears);
  });
});
