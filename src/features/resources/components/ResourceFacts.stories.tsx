import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { styled } from '../../../styles';
import { sampleResource } from '../data';
import { resourceCategories } from '../model';
import { CategoryMark, CultureTags, Rating, ResourceFacts } from './ResourceFacts';

const Stack = styled('div', { display: 'flex', flexDirection: 'column', gap: '$4' });

const meta = {
  title: 'Features/Resources/ResourceFacts',
  component: ResourceFacts,
  args: { resource: sampleResource({ category: 'video', duration: 18, ageGroup: '13-18' }) },
} satisfies Meta<typeof ResourceFacts>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DurationAndAges: Story = {
  play: async ({ canvas }) => {
    const facts = canvas.getAllByRole('listitem').map((item) => item.textContent);
    await expect(facts).toEqual(['18 min', 'Ages 13-18']);
  },
};

export const AgesOnly: Story = {
  args: { resource: sampleResource({ category: 'audio', ageGroup: '19-24' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ages 19-24']);
  },
};

export const CategoryMarks: Story = {
  render: () => (
    <Stack>
      {resourceCategories.map((category) => (
        <CategoryMark key={category} category={category} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Article', 'Video', 'Audio', 'Exercise']) {
      await expect(canvas.getByText(name)).toBeVisible();
    }
    // The icons are decorative: the name is the text beside them.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
  },
};

export const Ratings: Story = {
  render: () => (
    <Stack>
      <Rating value={3} />
      <Rating value={4.3} />
      <Rating value={5} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img').map((rating) => rating.getAttribute('aria-label'))).toEqual([
      'Rated 3.0 out of 5',
      'Rated 4.3 out of 5',
      'Rated 5.0 out of 5',
    ]);
  },
};

export const AllCultureTags: Story = {
  render: () => (
    <CultureTags cultures={['latino-hispanic', 'african-american', 'asian-american', 'native-american', 'lgbtq']} />
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Cultural context' });
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Latino/Hispanic',
      'African American',
      'Asian American',
      'Native American',
      'LGBTQ+',
    ]);
  },
};

export const NoCultureTags: Story = {
  render: () => <CultureTags cultures={undefined} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).not.toBeInTheDocument();
  },
};
