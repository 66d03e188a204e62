// The light-theme screenshot of every story, taken in the story test run itself, right after its
// play function passed: one render per story instead of a second one in a separate project (the
// dark theme, Arabic and Chinese shots stay in src/stories/stories.visual.test.tsx). Baselines:
// visual-baselines/<title>/<story>-light-chromium.png, named from the story id.
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

interface StoryContext {
  story?: { parameters: { layout?: string }; globals: Record<string, unknown> };
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/**
 * Finite animations and transitions to their end, endless ones to their first frame: the resting
 * look. Repeated until a frame starts nothing new, since ending one can start another (a progress
 * bar's transition after a re-render, a celebration after a goal moves).
 */
async function settle() {
  // Let the last interaction's re-render and lazy parts land first; a play that clicked far down
  // the page scrolled it, and the shot is of the page from its top.
  await new Promise((resolve) => setTimeout(resolve, 50));
  window.scrollTo(0, 0);
  await document.fonts.ready;
  for (let round = 0; round < 10; round += 1) {
    await nextFrame();
    const running = document.getAnimations().filter((animation) => animation.playState === 'running');
    if (running.length === 0) return;
    for (const animation of running) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) {
        animation.pause();
        animation.currentTime = 0;
      } else {
        animation.finish();
      }
    }
  }
}

// Every story file runs in the same page (isolate: false in vitest.config.ts): each story starts
// with empty storage, whatever the one before it saved.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(async (context) => {
  const { task } = context;
  const storyId = (task.meta as { storyId?: string }).storyId;
  const story = (context as unknown as StoryContext).story;
  // Only stories, and only when the story itself passed: a failed play has already said why.
  if (!storyId || !story || (task.result?.errors?.length ?? 0) > 0) return;
  await settle();
  const viewport = (story.globals.viewport as { value?: string } | undefined)?.value;
  const whole = story.parameters.layout === 'fullscreen' || Boolean(viewport);
  // Full-screen and phone-width stories: the whole page; others: the story's own frame.
  // The story's container is the first <div> Storybook's test run added, after its own
  // (hidden) .sb-wrapper placeholders; portals (tooltips, dialogs) come after it.
  const container = Array.from(document.body.children).find(
    (element): element is HTMLDivElement => element instanceof HTMLDivElement && !element.classList.contains('sb-wrapper'),
  );
  const frame = whole || !container ? document.body : container;
  // A page's height can differ by a pixel between runs (a fractional height rounds either way; a
  // timed status message may be gone on a slow machine). Pinning it to the next multiple of 32 px
  // keeps the image size the same on every run; the pixels inside are still compared.
  const previous = frame.style.minBlockSize;
  frame.style.minBlockSize = `${Math.ceil(frame.getBoundingClientRect().height / 32) * 32}px`;
  try {
    const [title, name] = storyId.split('--');
    await expect.element(page.elementLocator(frame)).toMatchScreenshot(`${title}/${name}-light`, { timeout: 15_000 });
  } finally {
    frame.style.minBlockSize = previous;
  }
});
