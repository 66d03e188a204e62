import type { Goal, GoalCategory } from '../../lib/record/goal';
import type { MoodEntry } from '../../lib/record/mood';
import type { CommunityPost } from '../../lib/record/post';
import { clampProgress } from '../../lib/progress';
import type { Preferences, User } from '../../lib/record/user';
import { parseUser, SCHEMA_VERSION, withCompletion } from '../../lib/record/user';
import { includesEntriesOf, mergeJson, sameJson } from './merge';
import type { ReadResult, WriteError } from './storage';
import { readUser, removeUser, USER_KEY, writeUser } from './storage';

/** What the user is told about their stored data, in plain words (see the catalogue). */
export type StorageNotice =
  | { kind: 'unreadable'; backedUp: boolean }
  | { kind: 'repaired'; dropped: number; backedUp: boolean }
  | { kind: 'save-failed'; error: WriteError };

export interface UserState {
  user: User | null;
  notice: StorageNotice | null;
  /** Changes not yet on disk; retried with the next change. */
  unsaved: boolean;
}

export interface NewGoal {
  title: string;
  description?: string;
  category: GoalCategory;
  targetDate?: string;
}

/** What login takes: onboarding's new profile, or a whole imported record. */
export interface LoginProfile {
  id: string;
  name: string;
  age: number;
  preferences: Partial<Preferences>;
  moodHistory: MoodEntry[];
  goals: Goal[];
}

export interface UserStoreOptions {
  storage: Storage | null;
  now?: () => Date;
  /**
   * When a change reaches storage. Without it, in the same call (tests, the default). The app
   * passes "after the next paint" (`afterNextPaint`): the change shows at once, and the 265 KB
   * write of five years of history runs after the frame instead of delaying it (issue 9). Changes
   * made before it runs are written together; `flush()` writes them now (the page is hidden or
   * closing, another tab wrote).
   */
  schedule?: (write: () => void) => void;
}

/** The longest a change waits for its frame: a hidden or background page paints no frames. */
export const WRITE_AT_THE_LATEST_MS = 250;

/**
 * Runs `write` once the next frame has been painted (its rAF, then a task after the paint), or
 * after WRITE_AT_THE_LATEST_MS if no frame comes; the store's flush runs once, the second call
 * finds nothing pending.
 */
export function afterNextPaint(write: () => void) {
  requestAnimationFrame(() => setTimeout(write, 0));
  setTimeout(write, WRITE_AT_THE_LATEST_MS);
}

function noticeFor(result: ReadResult): StorageNotice | null {
  if (result.status === 'unreadable') return { kind: 'unreadable', backedUp: result.backedUp };
  if (result.status === 'repaired')
    return { kind: 'repaired', dropped: result.dropped, backedUp: result.backedUp };
  return null;
}

/**
 * The signed-in user and its persistence (spec section 4), outside React so it can be tested
 * without a browser. Every change is merged with the freshest stored record, and a record another
 * tab wrote is merged with this tab's changes, so two tabs do not overwrite each other even when
 * they write at the same moment; a failed write keeps the change in memory and is retried on the next one.
 */
export class UserStore {
  private state: UserState;
  private readonly listeners = new Set<() => void>();
  private readonly storage: Storage | null;
  private readonly now: () => Date;
  private lastId = 0;
  /** The record as another tab last wrote it (or as loaded): the base of a merge with its next write. */
  private synced: User | null;
  /** This tab's last successful write: the base instead, when the other tab had seen it. */
  private lastWritten: User | null = null;
  private readonly schedule: UserStoreOptions['schedule'];
  /** Changes shown but not yet written, in order, and the record they were made on. */
  private pending: Array<(user: User) => User> = [];
  private pendingBase: User | null = null;

  constructor({ storage, now = () => new Date(), schedule }: UserStoreOptions) {
    this.storage = storage;
    this.now = now;
    this.schedule = schedule;
    const result = readUser(storage);
    this.state = {
      user: result.status === 'ok' || result.status === 'repaired' ? result.user : null,
      notice: noticeFor(result),
      unsaved: false,
    };
    this.synced = this.state.user;
    // A repaired record is written back, so the next read is clean (the original is backed up).
    if (result.status === 'repaired' && result.backedUp) this.persist(result.user);
  }

  getSnapshot = (): UserState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Listens for changes made in another tab, and writes pending changes before the page is
   * hidden or closed (a timer may never run then); returns the unsubscribe function.
   */
  connect(events: Pick<Window, 'addEventListener' | 'removeEventListener'>, page?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>) {
    const onHide = () => {
      if (!page || page.visibilityState === 'hidden') this.flush();
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== USER_KEY && event.key !== null) return;
      // Changes made here and not written yet go first, merged with what the other tab wrote.
      this.flush();
      const result = readUser(this.storage);
      const theirs = result.status === 'ok' || result.status === 'repaired' ? result.user : null;
      const current = this.state.user;
      if (!current || !theirs || theirs.id !== current.id) {
        // Signed out or replaced there: followed, unless changes here are not saved yet.
        if (this.state.unsaved) return;
        this.synced = theirs;
        this.lastWritten = null;
        this.set({ ...this.state, user: theirs });
        return;
      }
      const merged = this.merge(current, theirs);
      this.synced = theirs;
      this.lastWritten = null;
      if (sameJson(merged, theirs)) {
        this.set({ user: theirs, unsaved: false, notice: this.withoutSaveFailure() });
      } else {
        // The other tab wrote over changes made here (or this tab could not save them): write them back.
        this.persist(merged);
      }
    };
    events.addEventListener('storage', onStorage);
    events.addEventListener('pagehide', this.flush);
    page?.addEventListener('visibilitychange', onHide);
    return () => {
      events.removeEventListener('storage', onStorage);
      events.removeEventListener('pagehide', this.flush);
      page?.removeEventListener('visibilitychange', onHide);
    };
  }

  private set(next: UserState) {
    const { user, notice, unsaved } = this.state;
    // A write that only confirms what is shown changes nothing on screen: no re-render.
    if (next.user === user && next.notice === notice && next.unsaved === unsaved) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** A timestamp-based id (spec section 3), unique even for two calls in one millisecond. */
  newId() {
    const time = this.now().getTime();
    this.lastId = Math.max(time, this.lastId + 1);
    return String(this.lastId);
  }

  private withoutSaveFailure() {
    return this.state.notice?.kind === 'save-failed' ? null : this.state.notice;
  }

  /** This tab's record with what another tab changed since they last agreed (theirs wins a conflict). */
  private merge(ours: User, theirs: User): User {
    if (sameJson(ours, theirs)) return theirs;
    const base = this.lastWritten && includesEntriesOf(theirs, this.lastWritten) ? this.lastWritten : this.synced;
    const parsed = parseUser(mergeJson(base ?? undefined, ours, theirs));
    return parsed.ok ? parsed.user : theirs;
  }

  private persist(user: User): boolean {
    const result = writeUser(this.storage, user);
    if (result.ok) {
      this.lastWritten = user;
      this.set({ user, unsaved: false, notice: this.withoutSaveFailure() });
      return true;
    }
    this.set({ user, unsaved: true, notice: { kind: 'save-failed', error: result.error } });
    return false;
  }

  /**
   * Applies a change to the signed-in user merged with the freshest stored copy (another tab's
   * changes whose storage event has not arrived yet); no-op when signed out.
   */
  private update(change: (user: User) => User) {
    const current = this.state.user;
    if (!current) return;
    if (!this.schedule) {
      this.persist(change(this.withStored(current)));
      return;
    }
    // Shown at once; written when the scheduled write (or an earlier flush) runs.
    if (this.pending.length === 0) {
      this.pendingBase = current;
      this.schedule(this.flush);
    }
    this.pending.push(change);
    this.set({ ...this.state, user: change(current) });
  }

  /** `user` merged with the freshest stored copy (another tab's changes whose event has not arrived yet). */
  private withStored(user: User): User {
    const stored = readUser(this.storage);
    const fresh = (stored.status === 'ok' || stored.status === 'repaired') && stored.user.id === user.id ? stored.user : null;
    return fresh ? this.merge(user, fresh) : user;
  }

  /**
   * Writes the changes not written yet, made again on the freshest stored record in the order
   * they were made, exactly as if each had been written at once. A no-op when nothing is pending.
   */
  flush = () => {
    const base = this.pendingBase;
    const changes = this.pending;
    this.pending = [];
    this.pendingBase = null;
    if (!base || changes.length === 0) return;
    const fresh = this.withStored(base);
    // Nobody else wrote meanwhile: what is shown is what the changes make, and writing that same
    // object re-renders nothing.
    const shown = this.state.user;
    this.persist(fresh === base && shown ? shown : changes.reduce((user, change) => change(user), fresh));
  };

  /** Signs in with the profile onboarding built (spec section 4); missing preferences get defaults. */
  login = (profile: LoginProfile) => {
    this.flush();
    const parsed = parseUser({ ...profile, schemaVersion: SCHEMA_VERSION });
    if (!parsed.ok) throw new Error('login needs a complete profile: id, name and age 13 to 24');
    // An import of this same user merges from the record it replaces; a new user from itself.
    const stored = readUser(this.storage);
    const replaced = (stored.status === 'ok' || stored.status === 'repaired') && stored.user.id === parsed.user.id;
    this.synced = replaced ? stored.user : parsed.user;
    this.persist(parsed.user);
  };

  /** Signs out and removes the stored user (spec section 4). */
  logout = () => {
    // Whatever was not written yet goes with the rest of the record.
    this.pending = [];
    this.pendingBase = null;
    removeUser(this.storage);
    this.synced = null;
    this.lastWritten = null;
    this.set({ user: null, notice: null, unsaved: false });
  };

  updateMood = (entry: MoodEntry) => {
    this.update((user) => ({ ...user, moodHistory: [...user.moodHistory, entry] }));
  };

  addGoal = (goal: NewGoal) => {
    const title = goal.title.trim();
    if (!title) return; // spec section 5: an empty title silently creates nothing
    const created: Goal = {
      id: this.newId(),
      title,
      description: goal.description?.trim() ?? '',
      category: goal.category,
      targetDate: goal.targetDate ?? '',
      progress: 0,
      completed: false,
    };
    this.update((user) => ({ ...user, goals: [...user.goals, created] }));
  };

  updateGoal = (id: string, progress: number) => {
    this.update((user) => ({
      ...user,
      goals: user.goals.map((goal) =>
        goal.id === id ? withCompletion({ ...goal, progress: clampProgress(progress) }) : goal,
      ),
    }));
  };

  /** A post the user shared: kept on this device, newest first, so it survives a reload (issue 7). */
  addPost = (post: CommunityPost) => {
    if (!post.content.trim()) return; // spec section 5: a post needs content
    this.update((user) => ({ ...user, posts: [post, ...(user.posts ?? []).filter((own) => own.id !== post.id)] }));
  };

  /** Likes a post, or takes the like back. */
  toggleLike = (postId: string) => {
    this.update((user) => {
      const liked = user.likedPostIds ?? [];
      return {
        ...user,
        likedPostIds: liked.includes(postId) ? liked.filter((id) => id !== postId) : [...liked, postId],
      };
    });
  };

  updatePreferences = (changes: Partial<Preferences> & Partial<Pick<User, 'name' | 'age'>>) => {
    const { name, age, ...preferences } = changes;
    this.update((user) => ({
      ...user,
      ...(name !== undefined ? { name: name.trim() || user.name } : {}),
      ...(age !== undefined ? { age } : {}),
      preferences: { ...user.preferences, ...preferences },
    }));
  };

  dismissNotice = () => {
    this.set({ ...this.state, notice: this.state.unsaved ? this.state.notice : null });
  };
}
