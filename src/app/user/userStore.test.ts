import { describe, expect, it, vi } from 'vitest';

import { BACKUP_KEY, USER_KEY } from './storage';
import { MemoryStorage, sampleUser } from './testing';
import { afterNextPaint, UserStore, WRITE_AT_THE_LATEST_MS } from './userStore';

const clock = () => new Date('2026-03-01T12:00:00.000Z');
const titles = (record: { goals: { title: string }[] }) => record.goals.map((goal) => goal.title);
const entry = { id: 'm1', date: '2026-03-01T12:00:00.000Z', mood: 4, emotions: ['calm'] };

function stored(storage: Storage) {
  return JSON.parse(storage.getItem(USER_KEY) ?? 'null');
}

describe('UserStore: authentication (spec section 4)', () => {
  it('starts signed out with nothing stored, and login writes the record', () => {
    const storage = new MemoryStorage();
    const store = new UserStore({ storage, now: clock });
    expect(store.getSnapshot().user).toBeNull();
    store.login(sampleUser());
    expect(store.getSnapshot().user?.name).toBe('Maya');
    expect(stored(storage)).toMatchObject({
      id: '1700000000000',
      name: 'Maya',
      age: 16,
      schemaVersion: 1,
      preferences: { language: 'en-US', culturalBackground: '', communicationStyle: 'supportive' },
      moodHistory: [],
      goals: [],
    });
  });

  it('restores a stored user on load', () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_KEY, JSON.stringify(sampleUser({ name: 'Ade' })));
    expect(new UserStore({ storage }).getSnapshot().user?.name).toBe('Ade');
  });

  it('logout removes the stored user', () => {
    const storage = new MemoryStorage();
    const store = new UserStore({ storage });
    store.login(sampleUser());
    store.logout();
    expect(store.getSnapshot().user).toBeNull();
    expect(storage.getItem(USER_KEY)).toBeNull();
  });

  it('refuses a profile without a valid age', () => {
    const store = new UserStore({ storage: new MemoryStorage() });
    expect(() => store.login(sampleUser({ age: 30 }))).toThrow(/age 13 to 24/);
  });
});

describe('UserStore: moods and goals', () => {
  it('ignores mood and goal changes while signed out', () => {
    const storage = new MemoryStorage();
    const store = new UserStore({ storage });
    store.updateMood(entry);
    store.addGoal({ title: 'Sleep by 11', category: 'wellness' });
    expect(store.getSnapshot().user).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('appends a mood entry and persists it', () => {
    const storage = new MemoryStorage();
    const store = new UserStore({ storage });
    store.login(sampleUser());
    store.updateMood(entry);
    expect(stored(storage).moodHistory).toEqual([entry]);
  });

  it('adds a goal at 0% not completed, with a timestamp id; a blank title adds nothing', () => {
    const storage = new MemoryStorage();
    const store = new UserStore({ storage, now: clock });
    store.login(sampleUser());
    store.addGoal({ title: '   ', category: 'social' });
    store.addGoal({ title: '  Call Grandma  ', category: 'social', targetDate: '2026-03-08' });
    expect(stored(storage).goals).toEqual([
      {
        id: String(clock().getTime()),
        title: 'Call Grandma',
        description: '',
        category: 'social',
        targetDate: '2026-03-08',
        progress: 0,
        completed: false,
      },
    ]);
  });

  it('keeps completed true exactly when progress reaches 100, clamping to 0-100', () => {
    const storage = new MemoryStorage();
    const store = new UserStore({ storage, now: clock });
    store.login(sampleUser());
    store.addGoal({ title: 'Read', category: 'personal' });
    const id = store.getSnapshot().user?.goals[0]?.id ?? '';
    store.updateGoal(id, 130);
    expect(stored(storage).goals[0]).toMatchObject({ progress: 100, completed: true });
    store.updateGoal(id, 90);
    expect(stored(storage).goals[0]).toMatchObject({ progress: 90, completed: false });
    store.updateGoal(id, -20);
    expect(stored(storage).goals[0]).toMatchObject({ progress: 0, completed: false });
  });

  it('gives distinct ids to goals added in the same millisecond', () => {
    const store = new UserStore({ storage: new MemoryStorage(), now: clock });
    expect(store.newId()).not.toBe(store.newId());
  });
});

describe('UserStore: storage that loses nothing', () => {
  it('backs up malformed JSON, says so, and starts signed out', () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_KEY, '{"name": "Maya", oops');
    const store = new UserStore({ storage });
    expect(store.getSnapshot()).toMatchObject({ user: null, notice: { kind: 'unreadable', backedUp: true } });
    expect(storage.getItem(BACKUP_KEY)).toBe('{"name": "Maya", oops');
  });

  it('backs up a foreign record (wrong types) instead of crashing', () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_KEY, JSON.stringify({ id: 7, name: ['x'], age: 'old' }));
    const store = new UserStore({ storage });
    expect(store.getSnapshot().user).toBeNull();
    expect(store.getSnapshot().notice).toEqual({ kind: 'unreadable', backedUp: true });
  });

  it('keeps the valid parts of a partly wrong record and reports what was dropped', () => {
    const storage = new MemoryStorage();
    const original = JSON.stringify(
      sampleUser({
        moodHistory: [entry, { id: 'bad', mood: 9 } as never],
        goals: [{ id: 'g', title: 'Walk', category: 'nonsense' } as never],
        preferences: { language: 'xx-XX', culturalBackground: 'other', communicationStyle: 'direct', theme: 'dark' } as never,
      }),
    );
    storage.setItem(USER_KEY, original);
    const state = new UserStore({ storage }).getSnapshot();
    expect(state.user?.moodHistory).toEqual([entry]);
    expect(state.user?.goals).toEqual([]);
    expect(state.user?.preferences).toEqual({
      language: 'en-US',
      culturalBackground: 'other',
      communicationStyle: 'direct',
      theme: 'dark',
      // No country in the record: the repaired language's region.
      country: 'US',
    });
    expect(state.notice).toEqual({ kind: 'repaired', dropped: 2, backedUp: true });
    expect(storage.getItem(BACKUP_KEY)).toBe(original);
    expect(stored(storage).moodHistory).toEqual([entry]);
  });

  it('keeps unknown fields through a read-modify-write', () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_KEY, JSON.stringify({ ...sampleUser(), futureField: { a: 1 } }));
    const store = new UserStore({ storage });
    store.updateMood(entry);
    expect(stored(storage).futureField).toEqual({ a: 1 });
  });

  it('keeps changes in memory when the quota is full, says so, and retries on the next change', () => {
    const storage = new MemoryStorage();
    const store = new UserStore({ storage });
    store.login(sampleUser());
    storage.failWrites = 'QuotaExceededError';
    store.updateMood(entry);
    expect(store.getSnapshot()).toMatchObject({ unsaved: true, notice: { kind: 'save-failed', error: 'quota' } });
    expect(store.getSnapshot().user?.moodHistory).toHaveLength(1);
    expect(stored(storage).moodHistory).toHaveLength(0);

    storage.failWrites = null;
    store.updateMood({ ...entry, id: 'm2' });
    expect(stored(storage).moodHistory.map((m: { id: string }) => m.id)).toEqual(['m1', 'm2']);
    expect(store.getSnapshot()).toMatchObject({ unsaved: false, notice: null });
  });

  it('reports storage that refuses every write as unavailable', () => {
    const storage = new MemoryStorage();
    const store = new UserStore({ storage });
    storage.failWrites = 'SecurityError';
    store.login(sampleUser());
    expect(store.getSnapshot().user?.name).toBe('Maya');
    expect(store.getSnapshot().notice).toEqual({ kind: 'save-failed', error: 'unavailable' });
  });

  it('works with no storage at all, in memory', () => {
    const store = new UserStore({ storage: null });
    store.login(sampleUser());
    store.updateMood(entry);
    expect(store.getSnapshot().user?.moodHistory).toHaveLength(1);
  });
});

describe('UserStore: two tabs', () => {
  it('applies a change to the freshest record, so neither tab loses the other’s update', () => {
    const storage = new MemoryStorage();
    const tabA = new UserStore({ storage });
    tabA.login(sampleUser());
    const tabB = new UserStore({ storage });
    tabA.updateMood(entry);
    tabB.addGoal({ title: 'Drink water', category: 'wellness' });
    const record = stored(storage);
    expect(record.moodHistory).toEqual([entry]);
    expect(record.goals.map((g: { title: string }) => g.title)).toEqual(['Drink water']);
  });

  it('shows a change from another tab when the storage event arrives', () => {
    const storage = new MemoryStorage();
    const tabA = new UserStore({ storage });
    tabA.login(sampleUser());
    const tabB = new UserStore({ storage });
    const events = new EventTarget();
    tabB.connect(events as unknown as Window);
    tabA.updateMood(entry);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: USER_KEY }));
    expect(tabB.getSnapshot().user?.moodHistory).toEqual([entry]);
    tabA.logout();
    events.dispatchEvent(Object.assign(new Event('storage'), { key: USER_KEY }));
    expect(tabB.getSnapshot().user).toBeNull();
  });

  // Issue 9: localStorage has no transactions, so a tab could write over another tab's change.
  const post = {
    id: 'p1',
    author: 'You',
    content: 'Half way through the essay',
    timestamp: '2026-03-01T12:00:00.000Z',
    likes: 0,
    comments: 0,
    category: 'support' as const,
    anonymous: false,
  };
  const storageEvent = () => Object.assign(new Event('storage'), { key: USER_KEY });


  it('writes back a change that another tab, writing at the same moment, wrote over', () => {
    const storage = new MemoryStorage();
    const tabA = new UserStore({ storage, now: clock });
    tabA.login(sampleUser());
    const events = new EventTarget();
    tabA.connect(events as unknown as Window);
    const before = JSON.parse(storage.getItem(USER_KEY) ?? '{}');
    tabA.addGoal({ title: 'Walk to school', category: 'wellness' });
    // Tab B read the record before the goal reached it, and saved its mood and post over it.
    storage.setItem(USER_KEY, JSON.stringify({ ...before, moodHistory: [entry], posts: [post] }));
    events.dispatchEvent(storageEvent());
    const record = stored(storage);
    expect(titles(record)).toEqual(['Walk to school']);
    expect(record.moodHistory).toEqual([entry]);
    expect(record.posts).toEqual([post]);
    expect(tabA.getSnapshot().user).toEqual(record);
  });

  it('lets a later change from the other tab win, without writing anything back', () => {
    const storage = new MemoryStorage();
    const tabA = new UserStore({ storage, now: clock });
    tabA.login(sampleUser());
    const events = new EventTarget();
    tabA.connect(events as unknown as Window);
    tabA.addGoal({ title: 'Read', category: 'personal' });
    const id = tabA.getSnapshot().user?.goals[0]?.id ?? '';
    tabA.updateGoal(id, 20);
    tabA.toggleLike('sample-post-1');
    const tabB = new UserStore({ storage });
    tabB.updateGoal(id, 30);
    tabB.toggleLike('sample-post-1');
    const writes = vi.spyOn(storage, 'setItem');
    events.dispatchEvent(storageEvent());
    expect(writes).not.toHaveBeenCalled();
    expect(tabA.getSnapshot().user?.goals[0]).toMatchObject({ progress: 30 });
    expect(tabA.getSnapshot().user?.likedPostIds).toEqual([]);
  });

  it('merges a tab’s unsaved changes into the other tab’s record when it can save again', () => {
    const storage = new MemoryStorage();
    const tabA = new UserStore({ storage, now: clock });
    tabA.login(sampleUser());
    const tabB = new UserStore({ storage });
    storage.failWrites = 'QuotaExceededError';
    tabA.addGoal({ title: 'Finish the essay', category: 'academic' });
    storage.failWrites = null;
    tabB.updateMood(entry);
    tabA.addPost(post);
    const record = stored(storage);
    expect(record.moodHistory).toEqual([entry]);
    expect(titles(record)).toEqual(['Finish the essay']);
    expect(record.posts).toEqual([post]);
    expect(tabA.getSnapshot()).toMatchObject({ unsaved: false, notice: null });
    expect(tabA.getSnapshot().user).toEqual(record);
  });

  it('shows the other tab’s change beside its own unsaved ones when the storage event arrives', () => {
    const storage = new MemoryStorage();
    const tabA = new UserStore({ storage, now: clock });
    tabA.login(sampleUser());
    const events = new EventTarget();
    tabA.connect(events as unknown as Window);
    const tabB = new UserStore({ storage });
    storage.failWrites = 'QuotaExceededError';
    tabA.addGoal({ title: 'Finish the essay', category: 'academic' });
    storage.failWrites = null;
    tabB.updateMood(entry);
    storage.failWrites = 'QuotaExceededError';
    events.dispatchEvent(storageEvent());
    expect(tabA.getSnapshot()).toMatchObject({ unsaved: true, notice: { kind: 'save-failed', error: 'quota' } });
    expect(tabA.getSnapshot().user?.moodHistory).toEqual([entry]);
    expect(tabA.getSnapshot().user?.goals.map((goal) => goal.title)).toEqual(['Finish the essay']);
    expect(stored(storage).goals).toEqual([]);
  });

  it('keeps an unsaved import (a whole record) over an older stored copy of the same user', () => {
    const storage = new MemoryStorage();
    storage.setItem(USER_KEY, JSON.stringify(sampleUser({ moodHistory: [entry] })));
    const store = new UserStore({ storage });
    storage.failWrites = 'QuotaExceededError';
    store.login(sampleUser({ name: 'Imported', goals: [] }));
    storage.failWrites = null;
    store.updateMood({ ...entry, id: 'm2' });
    expect(stored(storage)).toMatchObject({ name: 'Imported', moodHistory: [{ id: 'm2' }] });
  });
});

// Issue 9, scale benchmark: the app shows a change at once and writes the record after the frame.
describe('UserStore: writing after the frame', () => {
  /** A scheduler the test runs by hand, like the app's "after the next paint". */
  function manualSchedule() {
    const queued: Array<() => void> = [];
    return { schedule: (write: () => void) => queued.push(write), run: () => queued.splice(0).forEach((write) => write()), queued };
  }

  it('shows a change at once and writes it, once, when the scheduled write runs', () => {
    const storage = new MemoryStorage();
    const later = manualSchedule();
    const store = new UserStore({ storage, now: clock, schedule: later.schedule });
    store.login(sampleUser());
    const writes = vi.spyOn(storage, 'setItem');
    store.updateMood(entry);
    store.addGoal({ title: 'Sleep by 11', category: 'wellness' });
    expect(store.getSnapshot().user?.moodHistory).toEqual([entry]);
    expect(store.getSnapshot().user?.goals.map((goal) => goal.title)).toEqual(['Sleep by 11']);
    expect(stored(storage).moodHistory).toEqual([]);
    expect(later.queued).toHaveLength(1);
    later.run();
    expect(writes).toHaveBeenCalledTimes(1);
    expect(stored(storage)).toMatchObject({ moodHistory: [entry], goals: [{ title: 'Sleep by 11' }] });
    expect(store.getSnapshot()).toMatchObject({ unsaved: false, notice: null });
  });

  it('writes pending changes when the page is hidden or closed, before any timer could', () => {
    const storage = new MemoryStorage();
    const later = manualSchedule();
    const store = new UserStore({ storage, schedule: later.schedule });
    store.login(sampleUser());
    const events = new EventTarget();
    const page = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    store.connect(events as unknown as Window, page as unknown as Document);
    store.updateMood(entry);
    page.dispatchEvent(new Event('visibilitychange'));
    expect(stored(storage).moodHistory).toEqual([]);
    page.visibilityState = 'hidden';
    page.dispatchEvent(new Event('visibilitychange'));
    expect(stored(storage).moodHistory).toEqual([entry]);
    store.updateMood({ ...entry, id: 'm2' });
    events.dispatchEvent(new Event('pagehide'));
    expect(stored(storage).moodHistory.map((mood: { id: string }) => mood.id)).toEqual(['m1', 'm2']);
    // The timers that were scheduled find nothing left to write.
    const writes = vi.spyOn(storage, 'setItem');
    later.run();
    expect(writes).not.toHaveBeenCalled();
  });

  it('makes its pending changes again on what another tab wrote meanwhile, in order, so the last click wins', () => {
    const storage = new MemoryStorage();
    const later = manualSchedule();
    const tabA = new UserStore({ storage, now: clock, schedule: later.schedule });
    tabA.login(sampleUser({ goals: [{ id: 'g1', title: 'Read', description: '', category: 'personal', targetDate: '', progress: 10, completed: false }] }));
    const tabB = new UserStore({ storage });
    tabA.updateGoal('g1', 40);
    tabB.updateGoal('g1', 20);
    tabB.updateMood(entry);
    later.run();
    expect(stored(storage).goals[0]).toMatchObject({ progress: 40 });
    expect(stored(storage).moodHistory).toEqual([entry]);
    expect(tabA.getSnapshot().user).toEqual(stored(storage));
  });

  it('writes its pending changes first when another tab’s write arrives', () => {
    const storage = new MemoryStorage();
    const later = manualSchedule();
    const tabA = new UserStore({ storage, now: clock, schedule: later.schedule });
    tabA.login(sampleUser());
    const events = new EventTarget();
    tabA.connect(events as unknown as Window);
    const tabB = new UserStore({ storage });
    tabA.addGoal({ title: 'Walk to school', category: 'wellness' });
    tabB.updateMood(entry);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: USER_KEY }));
    const record = stored(storage);
    expect(record.moodHistory).toEqual([entry]);
    expect(titles(record)).toEqual(['Walk to school']);
    expect(tabA.getSnapshot().user).toEqual(record);
  });

  it('reports a failed write when it runs, and keeps the change to retry with the next one', () => {
    const storage = new MemoryStorage();
    const later = manualSchedule();
    const store = new UserStore({ storage, schedule: later.schedule });
    store.login(sampleUser());
    storage.failWrites = 'QuotaExceededError';
    store.updateMood(entry);
    expect(store.getSnapshot().notice).toBeNull();
    later.run();
    expect(store.getSnapshot()).toMatchObject({ unsaved: true, notice: { kind: 'save-failed', error: 'quota' } });
    expect(store.getSnapshot().user?.moodHistory).toEqual([entry]);
    storage.failWrites = null;
    store.updateMood({ ...entry, id: 'm2' });
    later.run();
    expect(stored(storage).moodHistory.map((mood: { id: string }) => mood.id)).toEqual(['m1', 'm2']);
    expect(store.getSnapshot()).toMatchObject({ unsaved: false, notice: null });
  });

  it('drops pending changes on sign-out, and writes them before an import replaces the record', () => {
    const storage = new MemoryStorage();
    const later = manualSchedule();
    const store = new UserStore({ storage, schedule: later.schedule });
    store.login(sampleUser());
    store.updateMood(entry);
    store.logout();
    later.run();
    expect(storage.getItem(USER_KEY)).toBeNull();
    store.login(sampleUser());
    store.updateMood(entry);
    const writes = vi.spyOn(storage, 'setItem');
    store.login(sampleUser({ name: 'Imported', moodHistory: [{ ...entry, id: 'm9' }] }));
    expect(writes.mock.calls.map(([, value]) => JSON.parse(value).name)).toEqual(['Maya', 'Imported']);
    expect(JSON.parse(writes.mock.calls[0]?.[1] ?? '{}').moodHistory).toEqual([entry]);
  });
});

describe('afterNextPaint', () => {
  it('runs after the next frame, or after 250 ms in a page that paints no frames', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    try {
      const painted = vi.fn();
      afterNextPaint(painted);
      vi.advanceTimersByTime(0);
      expect(painted).not.toHaveBeenCalled();
      frames.shift()?.(0);
      vi.advanceTimersByTime(0);
      expect(painted).toHaveBeenCalledTimes(1);

      const hidden = vi.fn();
      afterNextPaint(hidden);
      vi.advanceTimersByTime(WRITE_AT_THE_LATEST_MS - 1);
      expect(hidden).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(hidden).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
