import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { styled } from '../../../styles';
import { sampleResource } from '../data';
import { ResourceCard } from './ResourceCard';

// A grid cell's width, so the card looks as it does in the library.
const Cell = styled('div', { maxInlineSize: '22rem' });

// The narrowest phone (320 px) less the screen's padding.
const Narrow = styled('div', { inlineSize: '288px' });

const meta = {
  title: 'Features/Resources/ResourceCard',
  component: ResourceCard,
  args: {
    resource: sampleResource({ category: 'article', culturalContext: undefined, rating: 4.3 }),
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <Cell>
        <Story />
      </Cell>
    ),
  ],
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: args.resource.title })).toBeVisible();
    await expect(canvas.getByText('Article')).toBeVisible();
    await expect(canvas.getByText(args.resource.description)).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.3 out of 5' })).toHaveTextContent('4.3');
    await expect(canvas.getByText(`Ages ${args.resource.ageGroup}`)).toBeVisible();
    // Only videos have a duration; this article has no cultural tags.
    await expect(canvas.queryByText(/\d+ min/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Cultural context' })).not.toBeInTheDocument();
  },
};

export const VideoWithDuration: Story = {
  args: { resource: sampleResource({ category: 'video', duration: 12, ageGroup: '19-24' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Video')).toBeVisible();
    await expect(canvas.getByText('12 min')).toBeVisible();
    await expect(canvas.getByText('Ages 19-24')).toBeVisible();
  },
};

export const AudioWithCultureTags: Story = {
  args: { resource: sampleResource({ category: 'audio', culturalContext: ['latino-hispanic', 'lgbtq'] }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Audio')).toBeVisible();
    const tags = within(canvas.getByRole('list', { name: 'Cultural context' })).getAllByRole('listitem');
    await expect(tags.map((tag) => tag.textContent)).toEqual(['Latino/Hispanic', 'LGBTQ+']);
  },
};

export const Exercise: Story = {
  args: { resource: sampleResource({ category: 'exercise', culturalContext: ['native-american'], rating: 5 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Exercise')).toBeVisible();
    // A whole-number rating still reads with one decimal, like the others.
    await expect(canvas.getByRole('img', { name: 'Rated 5.0 out of 5' })).toHaveTextContent('5.0');
    await expect(canvas.getByText('Native American')).toBeVisible();
  },
};

export const OpensWithPointer: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // A tap anywhere on the card lands on the open button: here, in the middle of the description.
    const box = canvas.getByText(args.resource.description).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const open = canvas.getByRole('button', { name: args.resource.title });
    await expect(hit).toBe(open);
    await userEvent.click(hit as Element);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenCalledWith(args.resource.id);
  },
};

export const OpensWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const open = canvas.getByRole('button', { name: args.resource.title });
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.tab();
    await expect(open).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await expect(args.onOpen).toHaveBeenCalledWith(args.resource.id);
  },
};

export const LongTitleAtSmallPhoneWidth: Story = {
  args: {
    resource: sampleResource({
      category: 'video',
      culturalContext: ['african-american', 'latino-hispanic', 'asian-american', 'native-american', 'lgbtq'],
      title: 'It’s okay to not be okay: a longer conversation about depression, family and community',
    }),
  },
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('h2')?.parentElement as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};
