import { describe, expect, it } from 'vitest';

import { parseUser, SCHEMA_VERSION } from './user';

const post = {
  id: 'post-1',
  author: 'You',
  content: 'Finished my first week at the new school.',
  timestamp: '2025-03-14T15:30:00.000Z',
  likes: 0,
  comments: 0,
  category: 'celebration',
  anonymous: false,
};

const record = (extra: Record<string, unknown> = {}) => ({
  schemaVersion: SCHEMA_VERSION,
  id: '1700000000000',
  name: 'Maya',
  age: 16,
  preferences: { language: 'en-US', culturalBackground: '', communicationStyle: 'supportive', theme: 'system', country: 'US' },
  moodHistory: [],
  goals: [],
  ...extra,
});

function parsed(value: unknown) {
  const result = parseUser(value);
  if (!result.ok) throw new Error('expected a user');
  return result;
}

describe('parseUser: community posts and likes (issue 7)', () => {
  it('reads a record from before the community unchanged: no lists are added', () => {
    const { user, droppedEntries } = parsed(record());
    expect(user).toEqual(record());
    expect('posts' in user).toBe(false);
    expect('likedPostIds' in user).toBe(false);
    expect(user.posts ?? []).toEqual([]);
    expect(droppedEntries).toBe(0);
  });

  it('keeps valid posts and liked ids as they are', () => {
    const { user, droppedEntries } = parsed(record({ posts: [post], likedPostIds: ['post-1', 'sample-post-3'] }));
    expect(user.posts).toEqual([post]);
    expect(user.likedPostIds).toEqual(['post-1', 'sample-post-3']);
    expect(droppedEntries).toBe(0);
  });

  it('keeps fields of a post it does not know, for a later version', () => {
    const { user } = parsed(record({ posts: [{ ...post, mood: 4 }] }));
    expect(user.posts?.[0]).toMatchObject({ mood: 4 });
  });

  it('drops bad posts one by one and counts them', () => {
    const bad = [
      { ...post, id: '' },
      { ...post, content: '' },
      { ...post, timestamp: 'yesterday' },
      { ...post, likes: -1 },
      { ...post, comments: 1.5 },
      { ...post, category: 'rant' },
      { ...post, anonymous: 'no' },
      { ...post, author: undefined },
      'not a post',
      null,
    ];
    const { user, droppedEntries } = parsed(record({ posts: [post, ...bad, { ...post, id: 'post-2' }] }));
    expect(user.posts?.map((kept) => kept.id)).toEqual(['post-1', 'post-2']);
    expect(droppedEntries).toBe(bad.length);
  });

  it('drops liked ids that are not strings and counts them; a repeated id is one like', () => {
    const { user, droppedEntries } = parsed(record({ likedPostIds: ['a', 7, '', null, 'b', 'a'] }));
    expect(user.likedPostIds).toEqual(['a', 'b']);
    expect(droppedEntries).toBe(3);
  });

  it('reads lists that are not lists as empty, without losing the user', () => {
    const { user } = parsed(record({ posts: 'none', likedPostIds: { a: true } }));
    expect(user.posts).toEqual([]);
    expect(user.likedPostIds).toEqual([]);
    expect(user.name).toBe('Maya');
  });

  it('counts bad posts together with bad mood entries and goals', () => {
    const { droppedEntries } = parsed(
      record({ moodHistory: [{ id: 'm' }], goals: [{ id: 'g' }], posts: [{ id: 'p' }], likedPostIds: [1] }),
    );
    expect(droppedEntries).toBe(4);
  });

  it('survives a JSON round trip', () => {
    const { user } = parsed(record({ posts: [post], likedPostIds: ['post-1'] }));
    expect(parsed(JSON.parse(JSON.stringify(user))).user).toEqual(user);
  });
});

describe('parseUser: the country for crisis contacts (issue 10)', () => {
  const withoutCountry = (language: string) => ({
    ...record(),
    preferences: { language, culturalBackground: '', communicationStyle: 'supportive', theme: 'system' },
  });
  it('gives a record from before the country setting the region of its language', () => {
    expect(parsed(withoutCountry('es-ES')).user.preferences.country).toBe('ES');
    expect(parsed(withoutCountry('ar-SA')).user.preferences.country).toBe('SA');
  });
  it('keeps the country the user picked, and repairs a foreign one from the language', () => {
    expect(parsed(record({ preferences: { ...record().preferences, country: 'other' } })).user.preferences.country).toBe('other');
    expect(parsed({ ...withoutCountry('fr-FR'), preferences: { ...withoutCountry('fr-FR').preferences, country: 'Atlantis' } }).user.preferences.country).toBe('FR');
  });
});
