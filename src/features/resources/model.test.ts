import { describe, expect, it } from 'vitest';

import { englishText } from '../../i18n/enUS';
import { culturalBackgrounds } from '../../lib/profile';
import { generateResources, sampleResource, sampleResources } from './data';
import {
  categoryCounts,
  cultureOptionFor,
  filterResources,
  noFilters,
  normalizeText,
  resourceCategories,
  resourceCultures,
  resourceTopics,
  searchTerms,
} from './model';
import type { CategoryFilter, CultureFilter, Resource, ResourceFilters } from './model';

const filters = (patch: Partial<ResourceFilters>): ResourceFilters => ({ ...noFilters, ...patch });
const ids = (resources: readonly Resource[]) => resources.map((resource) => resource.id);

// A small library where every filter has something to include and something to leave out.
const breathingVideo = sampleResource({
  id: 'breathing-video',
  category: 'video',
  title: 'Breathing through panic',
  description: 'A calm guide for anxious moments.',
  culturalContext: ['latino-hispanic'],
});
const breathingExercise = sampleResource({
  id: 'breathing-exercise',
  category: 'exercise',
  title: 'Box breathing',
  description: 'Four slow counts in, four out.',
  culturalContext: undefined,
});
const sleepVideo = sampleResource({
  id: 'sleep-video',
  category: 'video',
  title: 'Sleep better tonight',
  description: 'A wind-down routine.',
  culturalContext: undefined,
});
const familyAudio = sampleResource({
  id: 'family-audio',
  category: 'audio',
  title: 'Familia y ansiedad',
  description: 'Talking with parents about worry.',
  culturalContext: ['latino-hispanic', 'lgbtq'],
});
const library = [breathingVideo, breathingExercise, sleepVideo, familyAudio];

describe('normalizeText', () => {
  it('lowercases and strips accents', () => {
    expect(normalizeText('Ansiedád')).toBe('ansiedad');
    expect(normalizeText('FAMÍLIA Ñandú Çà')).toBe('familia nandu ca');
    expect(normalizeText('Sofía')).toBe('sofia');
  });
  it('strips a combining mark typed separately from its letter', () => {
    expect(normalizeText('cafe\u0301')).toBe('cafe');
  });
  it('leaves text without accents as it is, lowercased', () => {
    expect(normalizeText('Box Breathing 4-4-4')).toBe('box breathing 4-4-4');
    expect(normalizeText('')).toBe('');
  });
});

describe('searchTerms', () => {
  it('splits on any whitespace and drops the empty parts', () => {
    expect(searchTerms('  Box \t  Breathing\n')).toEqual(['box', 'breathing']);
  });
  it('has no terms for an empty or blank query', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('   \t ')).toEqual([]);
  });
});

describe('filterResources', () => {
  it('returns everything, in order, without filters', () => {
    expect(ids(filterResources(library, noFilters))).toEqual(ids(library));
  });

  it('treats a blank or whitespace-only query as no query', () => {
    expect(filterResources(library, filters({ query: '   ' }))).toEqual(library);
    expect(filterResources(library, filters({ query: '\t\n' }))).toEqual(library);
  });

  it('matches the title or the description, ignoring case', () => {
    expect(ids(filterResources(library, filters({ query: 'BREATHING' })))).toEqual([
      'breathing-video',
      'breathing-exercise',
    ]);
    // Only in a description.
    expect(ids(filterResources(library, filters({ query: 'wind-down' })))).toEqual(['sleep-video']);
  });

  it('matches part of a word', () => {
    expect(ids(filterResources(library, filters({ query: 'anx' })))).toEqual(['breathing-video']);
  });

  it('ignores accents on either side', () => {
    // The data has "ansiedad"; the query has an accent.
    expect(ids(filterResources(library, filters({ query: 'Ansiedád' })))).toEqual(['family-audio']);
    expect(ids(filterResources(library, filters({ query: 'ansiedad' })))).toEqual(['family-audio']);
    // The data has an accent; the query has none.
    const accented = sampleResource({ id: 'accented', title: 'Ansiedád en la escuela', description: '' });
    expect(ids(filterResources([accented], filters({ query: 'ansiedad escuela' })))).toEqual(['accented']);
  });

  it('ignores whitespace around the query', () => {
    expect(ids(filterResources(library, filters({ query: '  sleep  ' })))).toEqual(['sleep-video']);
  });

  it('needs every word of the query, in the title or description, in any order', () => {
    expect(ids(filterResources(library, filters({ query: 'panic calm' })))).toEqual(['breathing-video']);
    expect(ids(filterResources(library, filters({ query: 'calm   panic' })))).toEqual(['breathing-video']);
    expect(filterResources(library, filters({ query: 'panic sleep' }))).toEqual([]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(filterResources(library, filters({ query: 'zebra' }))).toEqual([]);
    expect(filterResources([], noFilters)).toEqual([]);
  });

  it('filters by category alone', () => {
    expect(ids(filterResources(library, filters({ category: 'video' })))).toEqual(['breathing-video', 'sleep-video']);
    expect(filterResources(library, filters({ category: 'article' }))).toEqual([]);
  });

  it('filters by culture alone, including resources with several cultures', () => {
    expect(ids(filterResources(library, filters({ culture: 'latino-hispanic' })))).toEqual([
      'breathing-video',
      'family-audio',
    ]);
    expect(ids(filterResources(library, filters({ culture: 'lgbtq' })))).toEqual(['family-audio']);
    expect(filterResources(library, filters({ culture: 'native-american' }))).toEqual([]);
  });

  it('never matches a culture on a resource without a cultural context', () => {
    expect(filterResources([breathingExercise, sleepVideo], filters({ culture: 'lgbtq' }))).toEqual([]);
  });

  // Every combination of the three filters, each off, matching, or excluding, against a brute force.
  const queries = ['', 'breathing', 'ansiedad', 'zebra'];
  const categories: CategoryFilter[] = ['all', ...resourceCategories];
  const cultures: CultureFilter[] = ['all', ...resourceCultures];
  const expected = (resource: Resource, { query, category, culture }: ResourceFilters) => {
    const text = normalizeText(`${resource.title} ${resource.description}`);
    return (
      (query === '' || text.includes(query)) &&
      (category === 'all' || resource.category === category) &&
      (culture === 'all' || (resource.culturalContext ?? []).includes(culture))
    );
  };
  for (const query of queries) {
    for (const category of categories) {
      for (const culture of cultures) {
        it(`combines query "${query}", category ${category} and culture ${culture}`, () => {
          const chosen = { query, category, culture };
          expect(ids(filterResources(library, chosen))).toEqual(
            ids(library.filter((resource) => expected(resource, chosen))),
          );
        });
      }
    }
  }

  it('combines all three on the sample library: only what passes every filter', () => {
    const sample = sampleResources();
    const result = filterResources(sample, { query: 'coming out', category: 'audio', culture: 'lgbtq' });
    expect(result.map((resource) => resource.title)).toEqual(['Familia, love and coming out']);
    // Each filter alone lets more through.
    expect(filterResources(sample, filters({ query: 'coming out' })).length).toBeGreaterThan(1);
    expect(filterResources(sample, filters({ category: 'audio' })).length).toBeGreaterThan(1);
    expect(filterResources(sample, filters({ culture: 'lgbtq' })).length).toBeGreaterThan(1);
  });

  it('finds the Spanish word in the sample library with or without its accent', () => {
    const sample = sampleResources();
    const plain = filterResources(sample, filters({ query: 'ansiedad' }));
    expect(plain.map((resource) => resource.title)).toEqual(['Nervios: understanding anxiety in Latino families']);
    expect(filterResources(sample, filters({ query: 'Ansiedád' }))).toEqual(plain);
  });

  it('does not change the list it is given', () => {
    const copy = [...library];
    filterResources(library, filters({ query: 'breathing', category: 'video' }));
    expect(library).toEqual(copy);
  });
});

describe('categoryCounts', () => {
  it('counts each category and the total', () => {
    expect(categoryCounts(library)).toEqual({ all: 4, article: 0, video: 2, audio: 1, exercise: 1 });
  });
  it('is all zeros for an empty list', () => {
    expect(categoryCounts([])).toEqual({ all: 0, article: 0, video: 0, audio: 0, exercise: 0 });
  });
  it('splits the sample library evenly', () => {
    expect(categoryCounts(sampleResources())).toEqual({ all: 24, article: 6, video: 6, audio: 6, exercise: 6 });
  });
});

describe('cultureOptionFor', () => {
  it('maps the four backgrounds that have a resource culture', () => {
    expect(cultureOptionFor('latino-hispanic')).toBe('latino-hispanic');
    expect(cultureOptionFor('african-american')).toBe('african-american');
    expect(cultureOptionFor('asian-american')).toBe('asian-american');
    expect(cultureOptionFor('native-american')).toBe('native-american');
  });
  it('has no culture for the other backgrounds, for none chosen, or for unknown values', () => {
    for (const background of ['middle-eastern', 'pacific-islander', 'mixed-multiracial', 'other', 'prefer-not-to-say']) {
      expect(cultureOptionFor(background)).toBeNull();
    }
    expect(cultureOptionFor('')).toBeNull();
    expect(cultureOptionFor('lgbtq')).toBeNull();
    expect(cultureOptionFor('toString')).toBeNull();
  });
  it('only ever returns a culture the resources use', () => {
    for (const background of culturalBackgrounds) {
      const culture = cultureOptionFor(background);
      if (culture !== null) expect(resourceCultures).toContain(culture);
    }
  });
});

describe('sample data', () => {
  const sample = sampleResources();

  it('has 24 resources with unique ids, cycling over the twelve topics', () => {
    expect(sample).toHaveLength(24);
    expect(new Set(ids(sample)).size).toBe(24);
    sample.forEach((resource, index) => expect(resource.topic).toBe(resourceTopics[index % 12]));
  });

  it('is the same on every call (seeded)', () => {
    expect(sampleResources()).toEqual(sample);
    expect(generateResources(50, englishText, 7)).toEqual(generateResources(50, englishText, 7));
    expect(generateResources(50, englishText, 7)).not.toEqual(generateResources(50, englishText, 8));
  });

  it('gives one in three resources a cultural context from the five', () => {
    const withCulture = sample.filter((resource) => resource.culturalContext);
    expect(withCulture).toHaveLength(8);
    for (const resource of withCulture) {
      expect(resource.culturalContext?.length).toBeGreaterThan(0);
      for (const culture of resource.culturalContext ?? []) expect(resourceCultures).toContain(culture);
    }
    // Every culture is represented, so every Cultural Context choice finds something.
    for (const culture of resourceCultures) {
      expect(filterResources(sample, filters({ culture })).length).toBeGreaterThan(0);
    }
  });

  it('gives videos, and only videos, a whole-minute duration from 5 to 34', () => {
    for (const resource of generateResources(500, englishText, 3)) {
      if (resource.category === 'video') {
        expect(Number.isInteger(resource.duration)).toBe(true);
        expect(resource.duration).toBeGreaterThanOrEqual(5);
        expect(resource.duration).toBeLessThanOrEqual(34);
      } else {
        expect(resource.duration).toBeUndefined();
      }
    }
  });

  it('rates every resource from 3.0 to 5.0 with one decimal', () => {
    const ratings = generateResources(500, englishText, 3).map((resource) => resource.rating);
    for (const rating of ratings) {
      expect(rating).toBeGreaterThanOrEqual(3);
      expect(rating).toBeLessThanOrEqual(5);
      expect(Math.round(rating * 10) / 10).toBe(rating);
    }
    expect(new Set(ratings).size).toBeGreaterThan(10);
  });

  it('uses both age groups', () => {
    expect(new Set(sample.map((resource) => resource.ageGroup))).toEqual(new Set(['13-18', '19-24']));
  });

  it('gives every exercise three to six steps, and nothing else any steps', () => {
    for (const resource of sample) {
      if (resource.category === 'exercise') {
        expect(resource.steps?.length).toBeGreaterThanOrEqual(3);
        expect(resource.steps?.length).toBeLessThanOrEqual(6);
      } else {
        expect(resource.steps).toBeUndefined();
      }
    }
  });

  it('has real copy: every title and description is filled in and unique', () => {
    expect(new Set(sample.map((resource) => resource.title)).size).toBe(24);
    for (const resource of sample) {
      expect(resource.title.trim().length).toBeGreaterThan(5);
      expect(resource.description.trim().length).toBeGreaterThan(40);
      expect(resource.description).not.toMatch(/lorem/i);
    }
  });

  it('has no addresses to leave the app for', () => {
    for (const resource of sample) expect(JSON.stringify(resource)).not.toMatch(/https?:|www\./);
  });

  it('gives sampleResource the first sample of the requested category, with the overrides', () => {
    expect(sampleResource({ category: 'exercise' }).steps?.length).toBeGreaterThan(2);
    expect(sampleResource({ category: 'video' }).duration).toBeGreaterThan(0);
    expect(sampleResource({ rating: 4.3 }).rating).toBe(4.3);
    expect(sampleResource().category).toBe('article');
  });
});
