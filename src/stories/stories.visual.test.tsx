// Visual regression: every story, light and dark, against the baselines in visual-baselines/.
// Accept an intended change with `npm run test:update-screenshots` and review the PNG diff.
import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

type StoryModule = Record<string, StoryObj> & { default: Meta };

const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

const slug = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

for (const [file, module] of Object.entries(modules)) {
  const title = module.default.title ?? file;
  describe(title, () => {
    for (const [exportName, Story] of Object.entries(composeStories(module))) {
      for (const theme of ['light', 'dark'] as const) {
        test(`${Story.storyName} (${theme})`, async () => {
          const fullscreen = Story.parameters.layout === 'fullscreen';
          const container = document.createElement('div');
          container.style.inlineSize = fullscreen ? '100%' : '480px';
          document.body.replaceChildren(container);
          await Story.run({ canvasElement: container, globals: { theme } });
          // Let the fonts settle and transitions finish (reduced motion is not forced here).
          await document.fonts.ready;
          const target = fullscreen ? document.body : container;
          await expect
            .element(page.elementLocator(target))
            .toMatchScreenshot(`${slug(title)}/${slug(exportName)}-${theme}`);
        });
      }
    }
  });
}
