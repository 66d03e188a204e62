import type { Goal, GoalCategory } from '../../lib/record/goal';
import type { MoodEntry } from '../../lib/record/mood';
import type { CommunityPost } from '../../lib/record/post';
import { clampProgress } from '../../lib/progress';
import type { Preferences, User } from '../../lib/record/user';
import { parseUser, SCHEMA_VERSION, withCompletion } from '../../lib/record/user';
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
}

function noticeFor(result: ReadResult): StorageNotice | null {
  if (result.status === 'unreadable') return { kind: 'unreadable', backedUp: result.backedUp };
  if (result.status === 'repaired')
    return { kind: 'repaired', dropped: result.dropped, backedUp: result.backedUp };
  return null;
}

/**
 * The signed-in user and its persistence (spec section 4), outside React so it can be tested
 * without a browser. Every change is applied to the freshest stored record, so two tabs do not
 * overwrite each other; a failed write keeps the change in memory and is retried on the next one.
 */
export class UserStore {
  private state: UserState;
  private readonly listeners = new Set<() => void>();
  private readonly storage: Storage | null;
  private readonly now: () => Date;
  private lastId = 0;

  constructor({ storage, now = () => new Date() }: UserStoreOptions) {
    this.storage = storage;
    this.now = now;
    const result = readUser(storage);
    this.state = {
      user: result.status === 'ok' || result.status === 'repaired' ? result.user : null,
      notice: noticeFor(result),
      unsaved: false,
    };
    // A repaired record is written back, so the next read is clean (the original is backed up).
    if (result.status === 'repaired' && result.backedUp) this.persist(result.user);
  }

  getSnapshot = (): UserState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Listens for changes made in another tab; returns the unsubscribe function. */
  connect(events: Pick<Window, 'addEventListener' | 'removeEventListener'>) {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== USER_KEY && event.key !== null) return;
      // Our own unsaved changes win; they are written (with the other tab's data merged) next time.
      if (this.state.unsaved) return;
      const result = readUser(this.storage);
      const user = result.status === 'ok' || result.status === 'repaired' ? result.user : null;
      this.set({ ...this.state, user });
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }

  private set(next: UserState) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** A timestamp-based id (spec section 3), unique even for two calls in one millisecond. */
  newId() {
    const time = this.now().getTime();
    this.lastId = Math.max(time, this.lastId + 1);
    return String(this.lastId);
  }

  private persist(user: User): boolean {
    const result = writeUser(this.storage, user);
    if (result.ok) {
      this.set({
        user,
        unsaved: false,
        notice: this.state.notice?.kind === 'save-failed' ? null : this.state.notice,
      });
      return true;
    }
    this.set({ user, unsaved: true, notice: { kind: 'save-failed', error: result.error } });
    return false;
  }

  /** Applies a change to the freshest copy of the signed-in user; no-op when signed out. */
  private update(change: (user: User) => User) {
    const current = this.state.user;
    if (!current) return;
    let base = current;
    if (!this.state.unsaved) {
      const stored = readUser(this.storage);
      if ((stored.status === 'ok' || stored.status === 'repaired') && stored.user.id === current.id) {
        base = stored.user;
      }
    }
    this.persist(change(base));
  }

  /** Signs in with the profile onboarding built (spec section 4); missing preferences get defaults. */
  login = (profile: LoginProfile) => {
    const parsed = parseUser({ ...profile, schemaVersion: SCHEMA_VERSION });
    if (!parsed.ok) throw new Error('login needs a complete profile: id, name and age 13 to 24');
    this.persist(parsed.user);
  };

  /** Signs out and removes the stored user (spec section 4). */
  logout = () => {
    removeUser(this.storage);
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
