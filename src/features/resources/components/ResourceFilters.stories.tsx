import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';

import { sampleResources } from '../data';
import { categoryCounts, filterResources, noFilters } from '../model';
import type { ResourceFilters as Filters } from '../model';
import { ResourceFilters } from './ResourceFilters';
import type { ResourceFiltersProps } from './ResourceFilters';

/** Plays the screen's part: each change comes back as the new filters. */
function StatefulFilters(args: ResourceFiltersProps) {
  const [filters, setFilters] = useState<Filters>(args.filters);
  return (
    <ResourceFilters
      {...args}
      filters={filters}
      onChange={(patch) => {
        args.onChange(patch);
        setFilters((current) => ({ ...current, ...patch }));
      }}
    />
  );
}

const meta = {
  title: 'Features/Resources/ResourceFilters',
  component: ResourceFilters,
  args: {
    filters: noFilters,
    counts: categoryCounts(sampleResources()),
    backgroundCulture: null,
    onChange: fn(),
  },
  render: (args) => <StatefulFilters {...args} />,
} satisfies Meta<typeof ResourceFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

const quickRow = (canvas: ReturnType<typeof within>) => within(canvas.getByRole('group', { name: 'Show' }));

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Find resources' })).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search resources...');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
    await expect(canvas.getByRole('combobox', { name: 'Cultural context' })).toHaveValue('all');
    const buttons = quickRow(canvas).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual([
      'All24',
      'Articles6',
      'Videos6',
      'Audio6',
      'Exercises6',
    ]);
    await expect(quickRow(canvas).getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
    // No background given: no shortcut.
    await expect(canvas.queryByRole('button', { name: /my background/ })).not.toBeInTheDocument();
  },
};

export const SelectAndButtonsStayInSync: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Category' });
    const row = quickRow(canvas);

    // The select moves the pressed button.
    await userEvent.selectOptions(select, 'video');
    await expect(args.onChange).toHaveBeenLastCalledWith({ category: 'video' });
    await expect(row.getByRole('button', { name: /^Videos/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'false');

    // A button moves the select.
    await userEvent.click(row.getByRole('button', { name: /^Exercises/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ category: 'exercise' });
    await expect(select).toHaveValue('exercise');
    await expect(row.getByRole('button', { name: /^Videos/ })).toHaveAttribute('aria-pressed', 'false');
    await expect(row.getAllByRole('button', { pressed: true })).toHaveLength(1);

    // And by keyboard: Tab to All, press it with Space.
    row.getByRole('button', { name: /^Audio/ }).focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(row.getByRole('button', { name: /^All/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(select).toHaveValue('all');
    await expect(row.getByRole('button', { name: /^All/ })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const TypingSearches: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(search, 'sleep');
    await expect(args.onChange).toHaveBeenLastCalledWith({ query: 'sleep' });
    await expect(search).toHaveValue('sleep');
    // Enter does not submit the page away.
    await userEvent.keyboard('{Enter}');
    await expect(search).toHaveValue('sleep');
  },
};

export const CultureSelect: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const culture = canvas.getByRole('combobox', { name: 'Cultural context' });
    const options = within(culture).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual([
      'All cultures',
      'Latino/Hispanic',
      'African American',
      'Asian American',
      'Native American',
      'LGBTQ+',
    ]);
    await userEvent.selectOptions(culture, 'lgbtq');
    await expect(args.onChange).toHaveBeenLastCalledWith({ culture: 'lgbtq' });
  },
};

export const BackgroundShortcut: Story = {
  args: { backgroundCulture: 'latino-hispanic' },
  play: async ({ canvas, userEvent, args }) => {
    const shortcut = canvas.getByRole('button', { name: 'Match my background: Latino/Hispanic' });
    const culture = canvas.getByRole('combobox', { name: 'Cultural context' });
    // Offered, never applied on its own.
    await expect(shortcut).toHaveAttribute('aria-pressed', 'false');
    await expect(culture).toHaveValue('all');
    await expect(args.onChange).not.toHaveBeenCalled();

    await userEvent.click(shortcut);
    await expect(args.onChange).toHaveBeenLastCalledWith({ culture: 'latino-hispanic' });
    await expect(culture).toHaveValue('latino-hispanic');
    await expect(shortcut).toHaveAttribute('aria-pressed', 'true');

    // Pressing again takes it off.
    await userEvent.click(shortcut);
    await expect(culture).toHaveValue('all');
    await expect(shortcut).toHaveAttribute('aria-pressed', 'false');
  },
};

export const BackgroundShortcutFollowsTheSelect: Story = {
  args: { backgroundCulture: 'african-american' },
  play: async ({ canvas, userEvent }) => {
    const shortcut = canvas.getByRole('button', { name: 'Match my background: African American' });
    const culture = canvas.getByRole('combobox', { name: 'Cultural context' });
    await userEvent.selectOptions(culture, 'african-american');
    await expect(shortcut).toHaveAttribute('aria-pressed', 'true');
    await userEvent.selectOptions(culture, 'lgbtq');
    await expect(shortcut).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WithFiltersApplied: Story = {
  args: {
    filters: { query: 'land', category: 'exercise', culture: 'native-american' },
    counts: categoryCounts(
      filterResources(sampleResources(), { query: 'land', category: 'all', culture: 'native-american' }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('land');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('exercise');
    await expect(canvas.getByRole('combobox', { name: 'Cultural context' })).toHaveValue('native-american');
    const exercises = quickRow(canvas).getByRole('button', { name: /^Exercises/ });
    await expect(exercises).toHaveAttribute('aria-pressed', 'true');
    // The counts follow the search and the culture.
    await expect(exercises).toHaveTextContent('Exercises1');
    await expect(quickRow(canvas).getByRole('button', { name: /^Videos/ })).toHaveTextContent('Videos0');
  },
};
