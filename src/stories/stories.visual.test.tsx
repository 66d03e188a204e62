// Visual regression in the dark theme: the first story of each file, against the baselines in
// visual-baselines/. (Every story's light-theme shot is taken in the story test run itself, by
// .storybook/screenshot.setup.ts.) Accept an intended change with `npm run test:update-screenshots`
// and review the PNG diff.
import { composeStories } from '@storybook/react-vite';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';

import preview from '../../.storybook/preview';
// Warm the lazily loaded tooltip bubble, so a story that leaves a tooltip open shows it every time.
import '../components/Tooltip/TooltipBubble';

type StoryModule = Record<string, StoryObj> & { default: Meta };

const viewports = (preview.parameters?.viewport?.options ?? {}) as Record<
  string,
  { styles: { width: string; height: string } }
>;
const desktop = { width: 1024, height: 768 };

/** The story's viewport global (e.g. 'phone'), as the Storybook test plugin applies it. */
function viewportOf(globals: Record<string, unknown>) {
  const value = (globals.viewport as { value?: string } | undefined)?.value;
  const styles = value ? viewports[value]?.styles : undefined;
  return styles ? { width: parseInt(styles.width, 10), height: parseInt(styles.height, 10) } : desktop;
}

const modules = import.meta.glob<StoryModule>('../**/*.stories.tsx', { eager: true });

// Named like the light shots of .storybook/screenshot.setup.ts: <title>/<story>-<theme>, from the story id.

for (const [file, module] of Object.entries(modules)) {
  const title = module.default.title ?? file;
  describe(title, () => {
    // The first story of each file in the dark theme catches a token or theme regression per
    // component while keeping the suite inside its time budget.
    const stories = Object.entries(composeStories(module)).slice(0, 1);
    stories.forEach(([, Story]) => {
      for (const theme of ['dark'] as const) {
        test(`${Story.storyName} (${theme})`, async () => {
          const { width, height } = viewportOf(Story.globals);
          // Full-screen stories and phone-width stories use the whole viewport; others a 480 px frame.
          const fullscreen = Story.parameters.layout === 'fullscreen' || width !== desktop.width;
          await page.viewport(width, height);
          const container = document.createElement('div');
          container.style.inlineSize = fullscreen ? '100%' : '480px';
          container.id = 'visual-root';
          document.body.replaceChildren(container);
          await Story.run({ canvasElement: container, globals: { theme } });
          // Let lazy parts render, fonts settle and opening animations finish: the resting state.
          await new Promise((resolve) => setTimeout(resolve, 50));
          await document.fonts.ready;
          const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
          await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
          // A page's height can differ by a pixel between runs (a fractional height rounds either
          // way; a timed status message may be gone by the time a slow machine takes the shot).
          // Pinning it to the next multiple of 32 px keeps the image size the same on every run;
          // the pixels inside are still compared.
          const frame = fullscreen ? document.body : container;
          frame.style.minBlockSize = `${Math.ceil(frame.getBoundingClientRect().height / 32) * 32}px`;
          try {
            // The id keeps the locator unique: portaled tooltips add sibling <div>s under <body>.
            await expect.element(page.elementLocator(frame)).toMatchScreenshot(`${Story.id.replace('--', '/')}-${theme}`, { timeout: 15_000 });
          } finally {
            frame.style.minBlockSize = '';
          }
        });
      }
    });
  });
}
