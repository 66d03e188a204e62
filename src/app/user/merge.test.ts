import { describe, expect, it } from 'vitest';

import { includesEntriesOf, mergeJson, sameJson } from './merge';

const mood = (id: string) => ({ id, date: '2026-03-01T12:00:00.000Z', mood: 4, emotions: [] });
const goal = (id: string, progress = 0) => ({ id, title: id, progress });

describe('mergeJson: two tabs writing one record (issue 9)', () => {
  it('keeps what each side added to a list of entries, ours after the entry it followed', () => {
    const base = { moodHistory: [mood('m1')], posts: [{ id: 'p1' }] };
    const ours = { moodHistory: [mood('m1'), mood('m2')], posts: [{ id: 'p3' }, { id: 'p1' }] };
    const theirs = { moodHistory: [mood('m1'), mood('m3')], posts: [{ id: 'p2' }, { id: 'p1' }] };
    expect(mergeJson(base, ours, theirs)).toEqual({
      moodHistory: [mood('m1'), mood('m2'), mood('m3')],
      posts: [{ id: 'p3' }, { id: 'p2' }, { id: 'p1' }],
    });
  });

  it('applies our change to an entry unless theirs changed it too; then theirs wins', () => {
    const base = { goals: [goal('a'), goal('b')] };
    const ours = { goals: [goal('a', 20), goal('b', 20)] };
    const theirs = { goals: [goal('a'), goal('b', 50)] };
    expect(mergeJson(base, ours, theirs)).toEqual({ goals: [goal('a', 20), goal('b', 50)] });
  });

  it('merges fields key by key: ours where theirs kept the base, theirs on a conflict, unknown fields kept', () => {
    const base = { name: 'Maya', age: 16, preferences: { theme: 'system', language: 'en-US' } };
    const ours = { name: 'Maya R', age: 17, preferences: { theme: 'dark', language: 'en-US' } };
    const theirs = { name: 'Maya', age: 18, preferences: { theme: 'system', language: 'es-ES' }, future: 1 };
    expect(mergeJson(base, ours, theirs)).toEqual({
      name: 'Maya R',
      age: 18,
      preferences: { theme: 'dark', language: 'es-ES' },
      future: 1,
    });
  });

  it('treats liked ids as a set: a like or an unlike on either side survives', () => {
    const base = { likedPostIds: ['a', 'b'] };
    const ours = { likedPostIds: ['a', 'b', 'c'] };
    const theirs = { likedPostIds: ['b'] };
    expect(mergeJson(base, ours, theirs)).toEqual({ likedPostIds: ['b', 'c'] });
  });

  it('leaves out entries the other side removed (a replaced record), and keeps what only we added', () => {
    const base = { goals: [goal('old')] };
    const ours = { goals: [goal('old'), goal('new')] };
    const theirs = { goals: [] };
    expect(mergeJson(base, ours, theirs)).toEqual({ goals: [goal('new')] });
  });

  it('without a common base, keeps the entries of both', () => {
    expect(mergeJson(undefined, { goals: [goal('a')] }, { goals: [goal('b')] })).toEqual({ goals: [goal('a'), goal('b')] });
  });
});

describe('sameJson and includesEntriesOf', () => {
  it('compares JSON deeply, whatever the key order', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, { a: '1' })).toBe(false);
  });

  it('says whether a record holds every entry of an earlier one', () => {
    const earlier = { goals: [goal('a')], moodHistory: [mood('m1')], name: 'Maya' };
    expect(includesEntriesOf({ goals: [goal('a', 50)], moodHistory: [mood('m1'), mood('m2')], name: 'X' }, earlier)).toBe(true);
    expect(includesEntriesOf({ goals: [], moodHistory: [mood('m1')] }, earlier)).toBe(false);
  });
});
