import enUSSource from './messages/en-US.json';
import type { Catalogue } from './messages/types';

/** The en-US catalogue, loaded synchronously: for Storybook and tests, never the app bundle. */
export const enUS = enUSSource as unknown as Catalogue;
