import type { MessageId } from '../../i18n';
import type { ResourceCategory, ResourceCulture, ResourceTopic } from './model';

// The sample resources (spec section 9): two per topic, in the order of the twelve topics; one in
// three carries a cultural context, and its words were written for that community. The words
// themselves live in the message catalogues (`resources.item.<n>.*`), so every language has its own.

export interface ResourceContent {
  topic: ResourceTopic;
  category: ResourceCategory;
  culturalContext?: readonly ResourceCulture[];
  /** Exercises only: how many steps (three to six) the catalogue has for it. */
  steps?: number;
}

export const resourceContent: readonly ResourceContent[] = [
  { topic: 'anxiety', category: 'article', culturalContext: ['latino-hispanic'] },
  { topic: 'depression', category: 'video' },
  { topic: 'stress', category: 'exercise', steps: 5 },
  { topic: 'confidence', category: 'audio' },
  { topic: 'relationships', category: 'article' },
  { topic: 'academic-pressure', category: 'video' },
  { topic: 'body-image', category: 'audio' },
  { topic: 'sleep', category: 'exercise', steps: 5 },
  { topic: 'mindfulness', category: 'audio' },
  { topic: 'social-media', category: 'article' },
  { topic: 'family', category: 'video', culturalContext: ['asian-american'] },
  { topic: 'identity', category: 'article', culturalContext: ['lgbtq'] },
  { topic: 'anxiety', category: 'exercise', steps: 6 },
  { topic: 'depression', category: 'article', culturalContext: ['african-american'] },
  { topic: 'stress', category: 'video', culturalContext: ['african-american'] },
  { topic: 'confidence', category: 'exercise', steps: 4 },
  { topic: 'relationships', category: 'audio', culturalContext: ['lgbtq'] },
  { topic: 'academic-pressure', category: 'article' },
  { topic: 'body-image', category: 'video' },
  { topic: 'sleep', category: 'audio' },
  { topic: 'mindfulness', category: 'exercise', culturalContext: ['native-american'], steps: 5 },
  { topic: 'social-media', category: 'exercise', steps: 4 },
  { topic: 'family', category: 'audio', culturalContext: ['latino-hispanic', 'lgbtq'] },
  { topic: 'identity', category: 'video' },
];

/** The catalogue id of a sample resource's title, description or nth step (all 1-based). */
export function resourceTextId(item: number, part: 'title' | 'description' | { step: number }): MessageId {
  const suffix = typeof part === 'string' ? part : `step.${part.step}`;
  return `resources.item.${item}.${suffix}` as MessageId;
}
