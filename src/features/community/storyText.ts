import type { MessageId } from '../../i18n';
import { enUS } from '../../i18n/enUS';

/** The en-US words of a plain catalogue message, for story args built outside React (Storybook only). */
export function englishText(id: MessageId): string {
  const message = enUS[id];
  if (typeof message !== 'string') throw new Error(`${id} is not a plain message`);
  return message;
}
