import type { User } from '../../lib/record/user';
import { SCHEMA_VERSION } from '../../lib/record/user';

/** An in-memory Storage that can be told to fail, for store tests and stories. */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  /** When set, setItem throws this DOMException name (e.g. 'QuotaExceededError'). */
  failWrites: string | null = null;

  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('write refused', this.failWrites);
    this.data.set(key, String(value));
  }
}

/** A valid signed-in user with overrides; seeded, no clock or randomness. */
export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    schemaVersion: SCHEMA_VERSION,
    id: '1700000000000',
    name: 'Maya',
    age: 16,
    preferences: { language: 'en-US', culturalBackground: '', communicationStyle: 'supportive', theme: 'system', country: 'US' },
    moodHistory: [],
    goals: [],
    ...overrides,
  };
}
