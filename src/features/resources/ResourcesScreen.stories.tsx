import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

import { Button } from '../../components/Button';
import { styled } from '../../styles';
import { englishText } from '../../i18n/enUS';
import { generateResources, sampleResources } from './data';
import type { ResourceCategory } from './model';
import { ResourcesScreen } from './ResourcesScreen';
import type { ResourcesScreenProps } from './ResourcesScreen';

// The shell's content area: the screen's own padding comes from there.
const Frame = styled('main', {
  paddingInline: '$4',
  paddingBlock: '$5',
  '@md': { paddingInline: '$8', paddingBlock: '$8' },
});

const meta = {
  title: 'Screens/Resources',
  component: ResourcesScreen,
  parameters: { layout: 'fullscreen' },
  args: { culturalBackground: 'latino-hispanic' },
  render: (args) => (
    <Frame>
      <ResourcesScreen {...args} />
    </Frame>
  ),
} satisfies Meta<typeof ResourcesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

type Canvas = ReturnType<typeof within>;

const controls = (canvas: Canvas) => ({
  search: canvas.getByRole('searchbox', { name: 'Search' }),
  category: canvas.getByRole('combobox', { name: 'Category' }),
  culture: canvas.getByRole('combobox', { name: 'Cultural context' }),
  quick: within(canvas.getByRole('group', { name: 'Show' })),
  status: canvas.getByRole('status'),
  titles: () => canvas.queryAllByRole('heading', { level: 2 }).map((heading: HTMLElement) => heading.textContent),
});

/** Search, filter, combine, empty, clear: the library's journey, the same at every width. */
const journey: Story['play'] = async ({ canvas, userEvent }) => {
  const { search, category, culture, quick, status, titles } = controls(canvas);
  await expect(status).toHaveTextContent('24 resources');

  // Search: title or description, case- and accent-insensitive.
  await userEvent.type(search, 'SLEEP');
  await expect(status).toHaveTextContent('3 resources');
  await expect(titles()).toEqual([
    'Exam season without burning out',
    'A wind-down routine for better sleep',
    'Sleep story: the quiet harbor',
  ]);
  await userEvent.clear(search);
  await userEvent.type(search, 'Ansiedád');
  await expect(titles()).toEqual(['Nervios: understanding anxiety in Latino families']);
  await userEvent.clear(search);
  await expect(status).toHaveTextContent('24 resources');

  // Filter: a category button, then a culture.
  await userEvent.click(quick.getByRole('button', { name: /^Audio/ }));
  await expect(category).toHaveValue('audio');
  await expect(status).toHaveTextContent('6 resources');
  await userEvent.selectOptions(culture, 'lgbtq');
  await expect(status).toHaveTextContent('2 resources');
  await expect(titles()).toEqual(['Love, respect and you: LGBTQ+ relationships', 'Familia, love and coming out']);

  // Combine: all three must match.
  await userEvent.type(search, 'coming out');
  await expect(titles()).toEqual(['Familia, love and coming out']);

  // Empty: no LGBTQ+ video about coming out.
  await userEvent.selectOptions(category, 'video');
  await expect(quick.getByRole('button', { name: /^Videos/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(status).toHaveTextContent('0 resources');
  await expect(canvas.getByRole('heading', { name: 'No resources found' })).toBeVisible();
  await expect(canvas.getByText('Try adjusting your search criteria')).toBeVisible();

  // Clear filters: everything back, focus in the search box.
  await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
  await expect(status).toHaveTextContent('24 resources');
  await expect(search).toHaveValue('');
  await expect(search).toHaveFocus();
  await expect(category).toHaveValue('all');
  await expect(culture).toHaveValue('all');
  await expect(quick.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
};

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const { search, status, titles } = controls(canvas);
    await expect(search).toHaveAttribute('placeholder', 'Search resources...');
    await expect(status).toHaveTextContent('24 resources');
    await expect(titles()).toHaveLength(24);
    await expect(titles()).toEqual(sampleResources().map((resource) => resource.title));
    // Several columns on a wide screen.
    const [first, second] = canvas.getAllByRole('heading', { level: 2 });
    await expect(first?.getBoundingClientRect().top).toBe(second?.getBoundingClientRect().top);
  },
};

export const Phone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('main');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    // One column; every control is a full tap target.
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings[0]?.getBoundingClientRect().left).toBe(headings[1]?.getBoundingClientRect().left);
    for (const control of [
      ...canvas.getAllByRole('button', { name: /^(All|Articles|Videos|Audio|Exercises|Match)/ }),
      ...canvas.getAllByRole('combobox'),
      canvas.getByRole('searchbox'),
    ]) {
      await expect(control.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(frame.clientWidth);
    }
  },
};

export const DesktopJourney: Story = { play: journey };

export const PhoneJourney: Story = { globals: phone, play: journey };

export const KeyboardSearchAndOpen: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const { search, status } = controls(canvas);
    await userEvent.tab();
    await expect(search).toHaveFocus();
    await userEvent.keyboard('land');
    await expect(status).toHaveTextContent('1 resource');
    // Tab past the two selects, the five category buttons and the background shortcut to the card.
    for (let stop = 0; stop < 9; stop += 1) await userEvent.tab();
    const open = canvas.getByRole('button', { name: 'Grounding with the land' });
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const dialog = body.getByRole('dialog', { name: 'Grounding with the land' });
    const steps = within(within(dialog).getByRole('region', { name: 'Steps' })).getAllByRole('listitem');
    const grounding = sampleResources().find((resource) => resource.title === 'Grounding with the land');
    await expect(steps.map((step) => step.textContent)).toEqual(grounding?.steps);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(open).toHaveFocus();
  },
};

export const OpenVideo: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const video = sampleResources().find((resource) => resource.category === 'video');
    await userEvent.click(canvas.getByRole('button', { name: video?.title }));
    const dialog = body.getByRole('dialog', { name: video?.title });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByText(`${video?.duration} min`)).toBeVisible();
    await expect(within(dialog).queryByRole('region', { name: 'Steps' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const BackgroundShortcut: Story = {
  play: async ({ canvas, userEvent }) => {
    const { culture, status, titles } = controls(canvas);
    const shortcut = canvas.getByRole('button', { name: 'Match my background: Latino/Hispanic' });
    // Offered, not applied.
    await expect(shortcut).toHaveAttribute('aria-pressed', 'false');
    await expect(status).toHaveTextContent('24 resources');
    await userEvent.click(shortcut);
    await expect(culture).toHaveValue('latino-hispanic');
    await expect(titles()).toEqual([
      'Nervios: understanding anxiety in Latino families',
      'Familia, love and coming out',
    ]);
    await userEvent.click(shortcut);
    await expect(status).toHaveTextContent('24 resources');
  },
};

export const BackgroundWithoutResourceCulture: Story = {
  args: { culturalBackground: 'middle-eastern' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /my background/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('24 resources');
  },
};

export const NoBackgroundChosen: Story = {
  args: { culturalBackground: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /my background/ })).not.toBeInTheDocument();
  },
};

/** Plays the dashboard: its "wellness videos" action asks for a category with a new key each time. */
function WithDashboardRequests(args: ResourcesScreenProps) {
  const [request, setRequest] = useState<{ category: ResourceCategory; key: number } | undefined>(
    args.categoryRequest,
  );
  return (
    <Frame>
      <Button
        variant="secondary"
        onClick={() => setRequest((current) => ({ category: 'video', key: (current?.key ?? 0) + 1 }))}
      >
        Wellness videos
      </Button>
      <ResourcesScreen {...args} categoryRequest={request} />
    </Frame>
  );
}

export const OpenedForVideos: Story = {
  args: { categoryRequest: { category: 'video', key: 1 } },
  play: async ({ canvas }) => {
    const { category, quick, status } = controls(canvas);
    await expect(category).toHaveValue('video');
    await expect(quick.getByRole('button', { name: /^Videos/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toHaveTextContent('6 resources');
  },
};

export const VideosRequestedAgain: Story = {
  args: { categoryRequest: { category: 'video', key: 1 } },
  render: (args) => <WithDashboardRequests {...args} />,
  play: async ({ canvas, userEvent }) => {
    const { search, category, status } = controls(canvas);
    // The user moves on: another category and a search.
    await userEvent.selectOptions(category, 'audio');
    await userEvent.type(search, 'family');
    await expect(status).toHaveTextContent('1 resource');
    // The dashboard asks for videos again: a fresh view of all the videos.
    await userEvent.click(canvas.getByRole('button', { name: 'Wellness videos' }));
    await expect(category).toHaveValue('video');
    await expect(search).toHaveValue('');
    await expect(status).toHaveTextContent('6 resources');
    // Nothing is re-applied while the key stays the same.
    await userEvent.selectOptions(category, 'exercise');
    await expect(status).toHaveTextContent('6 resources');
    await expect(category).toHaveValue('exercise');
  },
};

/** More resources than a page: the sample content cycled, as a deployer's bigger library would be. */
const largeLibrary = generateResources(60, englishText);

export const LargeLibraryOnePageAtATime: Story = {
  args: { resources: largeLibrary },
  play: async ({ canvas, userEvent }) => {
    const { search, status, titles } = controls(canvas);
    // Every match is counted; a page of them has cards.
    await expect(status).toHaveTextContent('60 resources');
    await expect(titles()).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 24 more resources' }));
    await expect(titles()).toHaveLength(48);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 12 more resources' }));
    await expect(titles()).toEqual(largeLibrary.map((resource) => resource.title));
    await expect(canvas.queryByRole('button', { name: /^Show \d+ more/ })).not.toBeInTheDocument();
    // A new search starts again from the first page of its matches.
    await userEvent.type(search, 'you');
    const matches = largeLibrary.filter((resource) => /you/i.test(`${resource.title} ${resource.description}`));
    await expect(status).toHaveTextContent(`${matches.length} resources`);
    await expect(titles()).toEqual(matches.slice(0, 24).map((resource) => resource.title));
    await expect(canvas.getByRole('button', { name: `Show ${Math.min(24, matches.length - 24)} more resources` })).toBeVisible();
  },
};
