import type { MessageFormatElement } from 'react-intl';

import type enUSSource from './en-US.json';

/** Every message id: the keys of the en-US source catalogue. */
export type MessageId = keyof typeof enUSSource;

/** A catalogue as the app receives it: precompiled ICU, plain text as strings (build/icu-catalogues.ts). */
export type Catalogue = Record<MessageId, string | MessageFormatElement[]>;
