import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

import { sampleResources } from '../data';
import { ResourceGrid } from './ResourceGrid';

const meta = {
  title: 'Features/Resources/ResourceGrid',
  component: ResourceGrid,
  args: { resources: sampleResources(), onOpen: fn(), onClearFilters: fn() },
} satisfies Meta<typeof ResourceGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllResources: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('24 resources');
    const cards = canvas.getAllByRole('heading', { level: 2 });
    await expect(cards).toHaveLength(24);
    const first = args.resources[0];
    await userEvent.click(canvas.getByRole('button', { name: first?.title }));
    await expect(args.onOpen).toHaveBeenCalledWith(first?.id);
  },
};

export const OneResult: Story = {
  args: { resources: sampleResources().slice(2, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 resource$/);
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
  },
};

export const MoreToShow: Story = {
  args: { resources: sampleResources().slice(0, 3), total: 60, more: { count: 24, onShow: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    // The count is of every match, not of the cards shown so far.
    await expect(canvas.getByRole('status')).toHaveTextContent('60 resources');
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Show 24 more resources' }));
    await expect(args.more?.onShow).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { resources: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('0 resources');
    await expect(canvas.getByRole('heading', { level: 2, name: 'No resources found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search criteria')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    const clear = canvas.getByRole('button', { name: 'Clear filters' });
    await userEvent.tab();
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};
