import { describe, expect, it } from 'vitest';

import { generateSamplePosts, resolveSamplePost, sampleNow, sampleOwnPosts, samplePostCount } from './data';
import type { SampleTextId } from './data';
import {
  buildFeed,
  canShare,
  categoryFilters,
  createPost,
  draftNotices,
  emptyPostDraft,
  filterFeed,
  likeCount,
  personalDetails,
  postAge,
  postCategories,
  toggleLike,
} from './model';
import type { CommunityPost } from './model';

const now = new Date('2025-03-14T15:30:00.000Z');
const minutesBefore = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const keyText = (id: SampleTextId) => `text of ${id}`;

describe('postAge', () => {
  it('counts whole minutes under an hour', () => {
    expect(postAge(minutesBefore(0), now)).toEqual({ unit: 'minute', value: 0 });
    expect(postAge(minutesBefore(1), now)).toEqual({ unit: 'minute', value: 1 });
    expect(postAge(minutesBefore(59), now)).toEqual({ unit: 'minute', value: 59 });
    // 59 minutes and 59 seconds is still 59 minutes: rounded down.
    expect(postAge(new Date(now.getTime() - 3_599_999).toISOString(), now)).toEqual({ unit: 'minute', value: 59 });
  });

  it('switches to hours at 60 minutes and keeps them under 1440', () => {
    expect(postAge(minutesBefore(60), now)).toEqual({ unit: 'hour', value: 1 });
    expect(postAge(minutesBefore(119), now)).toEqual({ unit: 'hour', value: 1 });
    expect(postAge(minutesBefore(120), now)).toEqual({ unit: 'hour', value: 2 });
    expect(postAge(minutesBefore(1439), now)).toEqual({ unit: 'hour', value: 23 });
  });

  it('switches to days at 1440 minutes', () => {
    expect(postAge(minutesBefore(1440), now)).toEqual({ unit: 'day', value: 1 });
    expect(postAge(minutesBefore(2879), now)).toEqual({ unit: 'day', value: 1 });
    expect(postAge(minutesBefore(7 * 1440), now)).toEqual({ unit: 'day', value: 7 });
    expect(postAge(minutesBefore(400 * 1440), now)).toEqual({ unit: 'day', value: 400 });
  });

  it('shows a post from the future (clock skew) or an unreadable date as 0 minutes', () => {
    expect(postAge(minutesBefore(-1), now)).toEqual({ unit: 'minute', value: 0 });
    expect(postAge(minutesBefore(-3 * 1440), now)).toEqual({ unit: 'minute', value: 0 });
    expect(postAge('not a date', now)).toEqual({ unit: 'minute', value: 0 });
    expect(postAge(minutesBefore(5), new Date(Number.NaN))).toEqual({ unit: 'minute', value: 0 });
  });

  it('does not depend on the time zone: a timestamp is an instant', () => {
    expect(postAge('2025-03-14T14:30:00.000Z', now)).toEqual(postAge('2025-03-14T15:30:00.000+01:00', now));
  });
});

describe('the sample posts (spec section 9)', () => {
  const samples = generateSamplePosts(now);

  it('are twelve, with stable ids and one text key each', () => {
    expect(samples).toHaveLength(12);
    expect(samplePostCount).toBe(12);
    expect(samples.map((post) => post.id)).toEqual(Array.from({ length: 12 }, (_, i) => `sample-post-${i + 1}`));
    expect(samples.map((post) => post.contentKey)).toEqual(
      Array.from({ length: 12 }, (_, i) => `community.sample.${i + 1}`),
    );
  });

  it('are dated within the 7 days before now', () => {
    for (const post of samples) {
      const age = now.getTime() - new Date(post.timestamp).getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(7 * 86_400_000);
    }
  });

  it('make every fourth post anonymous, with author "Anonymous"', () => {
    samples.forEach((post, index) => {
      const anonymous = (index + 1) % 4 === 0;
      expect(post.anonymous).toBe(anonymous);
      if (anonymous) expect(post.author).toBe('Anonymous');
      else expect(post.author).not.toBe('Anonymous');
    });
  });

  it('have 5-54 likes and 1-20 comments, across many seeds', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      for (const post of generateSamplePosts(now, seed)) {
        expect(post.likes).toBeGreaterThanOrEqual(5);
        expect(post.likes).toBeLessThanOrEqual(54);
        expect(post.comments).toBeGreaterThanOrEqual(1);
        expect(post.comments).toBeLessThanOrEqual(20);
        expect(Number.isInteger(post.likes) && Number.isInteger(post.comments)).toBe(true);
      }
    }
  });

  it('cover all four categories', () => {
    expect(new Set(samples.map((post) => post.category))).toEqual(new Set(postCategories));
  });

  it('are the same for the same seed and clock, and differ for another seed', () => {
    expect(generateSamplePosts(now)).toEqual(samples);
    expect(generateSamplePosts(now, 1)).not.toEqual(samples);
  });

  it('move with the clock: ages stay the same', () => {
    const later = new Date(now.getTime() + 86_400_000);
    expect(generateSamplePosts(later).map((post) => postAge(post.timestamp, later))).toEqual(
      samples.map((post) => postAge(post.timestamp, now)),
    );
  });

  it('resolve their text through the given translator', () => {
    const [first] = samples;
    expect(first && resolveSamplePost(first, keyText)).toMatchObject({
      id: 'sample-post-1',
      content: 'text of community.sample.1',
    });
  });
});

describe('createPost (spec section 4)', () => {
  it('makes a post by "You" with the content trimmed, 0 likes and 0 comments', () => {
    expect(
      createPost({ content: '  First week done!  \n', category: 'celebration', anonymous: false }, { now, id: 'p1' }),
    ).toEqual({
      id: 'p1',
      author: 'You',
      content: 'First week done!',
      timestamp: '2025-03-14T15:30:00.000Z',
      likes: 0,
      comments: 0,
      category: 'celebration',
      anonymous: false,
    });
  });

  it('makes an anonymous post by "Anonymous"', () => {
    const post = createPost({ content: 'Any tips?', category: 'question', anonymous: true }, { now, id: 'p2' });
    expect(post).toMatchObject({ author: 'Anonymous', anonymous: true, category: 'question' });
  });

  it('keeps line breaks inside the content', () => {
    const post = createPost({ ...emptyPostDraft, content: 'line one\n\nline two' }, { now, id: 'p3' });
    expect(post.content).toBe('line one\n\nline two');
  });
});

describe('canShare (spec section 5)', () => {
  it('needs content that is not blank after trimming', () => {
    expect(canShare({ content: '' })).toBe(false);
    expect(canShare({ content: '   \n\t ' })).toBe(false);
    expect(canShare({ content: ' hi ' })).toBe(true);
  });

  it('starts from an empty support post that is not anonymous', () => {
    expect(emptyPostDraft).toEqual({ content: '', category: 'support', anonymous: false });
  });
});

describe('buildFeed and filterFeed', () => {
  const samples = generateSamplePosts(now).map((sample) => resolveSamplePost(sample, keyText));
  const own = sampleOwnPosts(3, { now, minutesAgo: 5 });

  it('puts the own posts first, newest first, then the samples newest first', () => {
    const feed = buildFeed([...own].reverse(), samples, []);
    expect(feed.slice(0, 3).map((item) => [item.post.id, item.own])).toEqual([
      ['own-post-1', true],
      ['own-post-2', true],
      ['own-post-3', true],
    ]);
    const sampleTimes = feed.slice(3).map((item) => new Date(item.post.timestamp).getTime());
    expect(sampleTimes).toEqual([...sampleTimes].sort((a, b) => b - a));
    expect(feed.slice(3).every((item) => !item.own)).toBe(true);
    expect(feed).toHaveLength(15);
  });

  it('puts a just-written post on top even when a sample is newer', () => {
    const newest = samples.reduce((a, b) => (a.timestamp > b.timestamp ? a : b));
    const older: CommunityPost = { ...createPost({ ...emptyPostDraft, content: 'hi' }, { now, id: 'x' }), timestamp: '2020-01-01T00:00:00.000Z' };
    expect(buildFeed([older], [newest], []).map((item) => item.post.id)).toEqual(['x', newest.id]);
  });

  it('marks the liked posts', () => {
    const feed = buildFeed(own, samples, ['sample-post-2', 'own-post-1', 'gone']);
    expect(feed.filter((item) => item.liked).map((item) => item.post.id).sort()).toEqual(['own-post-1', 'sample-post-2']);
  });

  it('filters by category, and shows everything for all', () => {
    const feed = buildFeed(own, samples, []);
    expect(filterFeed(feed, 'all')).toEqual(feed);
    for (const category of postCategories) {
      const shown = filterFeed(feed, category);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((item) => item.post.category === category)).toBe(true);
    }
    const total = postCategories.reduce((sum, category) => sum + filterFeed(feed, category).length, 0);
    expect(total).toBe(feed.length);
  });

  it('keeps the order when filtering, and can leave nothing', () => {
    const feed = buildFeed(own, samples, []);
    const questions = filterFeed(feed, 'question').map((item) => item.post.id);
    expect(questions).toEqual(feed.filter((item) => item.post.category === 'question').map((item) => item.post.id));
    expect(filterFeed(buildFeed(own.slice(0, 1), [], []), 'resource')).toEqual([]);
  });

  it('offers all and the four categories as filters, all first', () => {
    expect(categoryFilters).toEqual(['all', 'support', 'celebration', 'question', 'resource']);
  });
});

describe('likes', () => {
  it('toggles a post in and out of the liked ids', () => {
    expect(toggleLike([], 'a')).toEqual(['a']);
    expect(toggleLike(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleLike(toggleLike(['b'], 'a'), 'a')).toEqual(['b']);
  });

  it('counts the user’s own like on top of the others', () => {
    expect(likeCount({ likes: 12 }, false)).toBe(12);
    expect(likeCount({ likes: 12 }, true)).toBe(13);
    expect(likeCount({ likes: 0 }, true)).toBe(1);
  });
});

describe('personalDetails', () => {
  it.each([
    ['call me on 555-123-4567'],
    ['my number is (555) 123-4567'],
    ['text 555.123.4567 after school'],
    ['+34 612 34 56 78'],
    ['whatsapp me +34612345678'],
    ['+44 7700 900123'],
    ['07700 900123'],
    ['06 12 34 56 78'],
    ['my cell 555-1234'],
    ['612345678'],
  ])('finds a phone number in %j', (text) => {
    expect(personalDetails(text)).toEqual(['phone']);
  });

  it.each([
    ['email me at maya.r_2009@gmail.com'],
    ['MAYA+notes@school.k12.us'],
    ['write to lucía@correo.es'],
  ])('finds an email address in %j', (text) => {
    expect(personalDetails(text)).toEqual(['email']);
  });

  it.each([
    ['I live at 123 Main Street'],
    ['come to 45 oak ave after 6'],
    ['221B Baker St is my house'],
    ['12 Old Kent Road'],
    ['vivo en Calle Mayor 5'],
    ['12 rue de la Paix'],
  ])('finds a street address in %j', (text) => {
    expect(personalDetails(text)).toEqual(['address']);
  });

  it.each([
    ["I'm 15 and in 10th grade"],
    ['2 weeks until exams'],
    ['in 2024 I moved schools'],
    ['I slept 8 hours, ran 5 km and did 100 push-ups'],
    ['3 tests next week, 2 essays'],
    ['my exam is on 2025-03-14'],
    ['14.03.2025 was a good day'],
    ['from 2019-2024 I lived with my aunt'],
    ['walked 2 miles down the road'],
    ['it was a 3 hour drive to see my grandma'],
    ['we live 5 minutes up the street'],
    ['I scored 1200 / 1600'],
    ['4-7-8 breathing works'],
    ['ages 13 14 15'],
    ['Main Street was busy'],
    [''],
  ])('finds nothing in %j', (text) => {
    expect(personalDetails(text)).toEqual([]);
  });

  it('finds every kind in one draft, in a fixed order', () => {
    expect(personalDetails('I live at 9 Elm Street, maya@mail.com, +1 555 123 4567')).toEqual([
      'phone',
      'email',
      'address',
    ]);
  });
});

describe('draftNotices', () => {
  it('flags crisis words and personal details independently', () => {
    expect(draftNotices('Had a good day at school')).toEqual({ crisis: false, personalDetails: [] });
    expect(draftNotices('I want to kill myself')).toEqual({ crisis: true, personalDetails: [] });
    expect(draftNotices('text me 555-123-4567')).toEqual({ crisis: false, personalDetails: ['phone'] });
    expect(draftNotices('I want to die, call 555-123-4567')).toEqual({ crisis: true, personalDetails: ['phone'] });
  });

  it('does not fire on an empty or blank draft', () => {
    expect(draftNotices('   ')).toEqual({ crisis: false, personalDetails: [] });
  });
});

describe('sampleOwnPosts', () => {
  it('are stored-shape posts by You or Anonymous with no likes or comments', () => {
    const posts = sampleOwnPosts(3, { now: sampleNow() });
    expect(posts.map((post) => post.author)).toEqual(['You', 'Anonymous', 'You']);
    expect(posts.every((post) => post.likes === 0 && post.comments === 0)).toBe(true);
  });
});
