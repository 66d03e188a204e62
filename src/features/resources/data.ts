import { mulberry32, randomInt } from '../../lib/random';
import { resourceContent } from './content';
import type { ResourceContent } from './content';
import { ageGroups } from './model';
import type { Resource } from './model';

/** The seed of the library's sample data: the same 24 resources on every device and run. */
export const sampleSeed = 2024;

/** The size of the sample library (spec section 9). */
export const sampleResourceCount = resourceContent.length;

/**
 * `count` resources cycling over the sample content. Age group, video duration (5 to 34 min) and
 * rating (3.0 to 5.0, one decimal) come from a PRNG seeded with `seed`, drawn once here, so they
 * never change between renders or reloads. Also feeds the 10,000-resource benchmark.
 */
export function generateResources(count: number, seed: number = sampleSeed): Resource[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, index): Resource => {
    const content = resourceContent[index % resourceContent.length] as ResourceContent;
    // Three draws for every resource, whatever its category, so one item never shifts the next.
    const ageGroup = ageGroups[randomInt(random, 0, ageGroups.length - 1)] ?? '13-18';
    const minutes = randomInt(random, 5, 34);
    const rating = randomInt(random, 30, 50) / 10;
    return {
      id: `resource-${index + 1}`,
      topic: content.topic,
      title: content.title,
      description: content.description,
      category: content.category,
      ...(content.culturalContext ? { culturalContext: content.culturalContext } : {}),
      ageGroup,
      ...(content.category === 'video' ? { duration: minutes } : {}),
      rating,
      ...(content.steps ? { steps: content.steps } : {}),
    };
  });
}

/** The 24 resources of the library (spec section 9). */
export function sampleResources(): Resource[] {
  return generateResources(sampleResourceCount, sampleSeed);
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
