// Portable stories (composeStories) in the screenshot tests get the same decorators, loaders and
// globals as Storybook itself.
import { setProjectAnnotations } from '@storybook/react-vite';

import * as previewAnnotations from './preview';

setProjectAnnotations([previewAnnotations]);
