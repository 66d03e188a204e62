import type { MessageId } from '../../i18n';
import { englishText } from '../../i18n/enUS';
import { mulberry32, randomInt } from '../../lib/random';
import { resourceContent, resourceTextId } from './content';
import type { ResourceContent } from './content';
import { ageGroups } from './model';
import type { Resource } from './model';

/** The seed of the library's sample data: the same 24 resources on every device and run. */
export const sampleSeed = 2024;

/** The size of the sample library (spec section 9). */
export const sampleResourceCount = resourceContent.length;

/** The words of a catalogue message: `useT()` in the app, `englishText` in tests and stories. */
export type ResourceText = (id: MessageId) => string;

/**
 * `count` resources cycling over the sample content, in the language `text` speaks. Age group, video duration (5 to 34 min) and
 * rating (3.0 to 5.0, one decimal) come from a PRNG seeded with `seed`, drawn once here, so they
 * never change between renders or reloads. Also feeds the 10,000-resource benchmark.
 */
export function generateResources(count: number, text: ResourceText, seed: number = sampleSeed): Resource[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, index): Resource => {
    const item = (index % resourceContent.length) + 1;
    const content = resourceContent[item - 1] as ResourceContent;
    // Three draws for every resource, whatever its category, so one item never shifts the next.
    const ageGroup = ageGroups[randomInt(random, 0, ageGroups.length - 1)] ?? '13-18';
    const minutes = randomInt(random, 5, 34);
    const rating = randomInt(random, 30, 50) / 10;
    return {
      id: `resource-${index + 1}`,
      topic: content.topic,
      title: text(resourceTextId(item, 'title')),
      description: text(resourceTextId(item, 'description')),
      category: content.category,
      ...(content.culturalContext ? { culturalContext: content.culturalContext } : {}),
      ageGroup,
      ...(content.category === 'video' ? { duration: minutes } : {}),
      rating,
      ...(content.steps
        ? { steps: Array.from({ length: content.steps }, (_, step) => text(resourceTextId(item, { step: step + 1 }))) }
        : {}),
    };
  });
}

/**
 * The 24 resources of the library (spec section 9), in English unless told. The app calls
 * `generateResources` with its translator instead, so the English catalogue stays out of its bundle.
 */
export function sampleResources(text: ResourceText = englishText): Resource[] {
  return generateResources(sampleResourceCount, text, sampleSeed);
}

/**
 * One resource for stories: the first sample of the requested category (an article by default),
 * with the overrides applied, so an exercise comes with its steps and a video with its duration.
 */
export function sampleResource(overrides: Partial<Resource> = {}): Resource {
  const samples = sampleResources();
  const category = overrides.category ?? 'article';
  const base = samples.find((resource) => resource.category === category) ?? (samples[0] as Resource);
  return { ...base, ...overrides };
}
