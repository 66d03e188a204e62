import type { Meta, StoryObj } from '@storybook/react-vite';
import { Globe, Sparkles } from 'lucide-react';
import { expect, within } from 'storybook/test';

import { styled } from '../../styles';
import { Badge, Tag } from './Badge';

const TagList = styled('ul', {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  padding: 0,
  listStyle: 'none',
});

const culturalTags = ['Latino/Hispanic', 'Black/African American', 'Asian American', 'LGBTQ+', 'First-generation'];

const meta = {
  title: 'Components/Badge',
  component: Badge,
  subcomponents: { Tag },
  args: { children: 'New' },
  argTypes: { icon: { control: false } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New')).toBeVisible();
  },
};

export const Accent: Story = { args: { tone: 'accent', children: 'Peer supporter' } };

export const Success: Story = { args: { tone: 'success', children: 'Completed' } };

export const Warning: Story = { args: { tone: 'warning', children: 'Due tomorrow' } };

export const Crisis: Story = { args: { tone: 'crisis', children: '24/7 crisis line' } };

export const WithIcon: Story = {
  args: { tone: 'accent', icon: <Sparkles />, children: 'New' },
  play: async ({ canvas }) => {
    // The icon is decorative: only the word is read.
    const badge = canvas.getByText('New');
    await expect(badge).toHaveTextContent(/^New$/);
    await expect(badge.querySelector('[aria-hidden="true"] svg')).toBeInTheDocument();
  },
};

export const CulturalTag: Story = {
  render: () => <Tag>Latino/Hispanic</Tag>,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Latino/Hispanic')).toBeVisible();
  },
};

export const TagWithIcon: Story = {
  render: () => <Tag icon={<Globe />}>Spanish-speaking</Tag>,
};

export const Tags: Story = {
  render: () => (
    <TagList aria-label="Communities">
      {culturalTags.map((tag) => (
        <li key={tag}>
          <Tag>{tag}</Tag>
        </li>
      ))}
    </TagList>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Communities' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(culturalTags.length);
  },
};

export const RightToLeft: Story = {
  args: { tone: 'success', icon: <Sparkles />, children: 'مكتمل' },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
