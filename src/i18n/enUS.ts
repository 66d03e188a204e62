import enUSSource from './messages/en-US.json';
import type { Catalogue, MessageId } from './messages/types';

/** The en-US catalogue, loaded synchronously: for Storybook and tests, never the app bundle. */
export const enUS = enUSSource as unknown as Catalogue;

/** The English text of a plain message, for sample data in stories, tests and benchmarks. */
export function englishText(id: MessageId): string {
  const message = enUS[id];
  if (typeof message !== 'string') throw new Error(`"${id}" is not plain text`);
  return message;
}
