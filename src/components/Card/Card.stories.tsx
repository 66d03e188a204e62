import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { styled } from '../../styles';
import { Card, CardHeader, CardTitle } from './Card';

const Text = styled('p', { color: '$muted' });

const weeklySummary = (
  <>
    <CardHeader>
      <CardTitle>This week</CardTitle>
    </CardHeader>
    <Text>You checked in 5 times. Most days felt okay, and Thursday was a good one.</Text>
  </>
);

const meta = {
  title: 'Components/Card',
  component: Card,
  subcomponents: { CardHeader, CardTitle },
  args: { children: weeklySummary },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'This week' })).toBeInTheDocument();
  },
};

export const Accent: Story = {
  args: {
    tone: 'accent',
    children: (
      <>
        <CardHeader>
          <CardTitle>Try a breathing exercise</CardTitle>
        </CardHeader>
        <Text>Breathe in for 4, hold for 4, out for 6. Two minutes can take the edge off.</Text>
      </>
    ),
  },
};

export const Crisis: Story = {
  args: {
    tone: 'crisis',
    children: (
      <>
        <CardHeader>
          <CardTitle>Need to talk to someone now?</CardTitle>
        </CardHeader>
        <p>Call or text 988 any time, day or night. It is free and confidential.</p>
      </>
    ),
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    children: (
      <>
        <CardHeader>
          <CardTitle>Goal reached</CardTitle>
        </CardHeader>
        <p>You went for a walk three times this week. That is something to be proud of.</p>
      </>
    ),
  },
};

export const PaddingSmall: Story = { args: { padding: 'sm' } };

export const PaddingLarge: Story = { args: { padding: 'lg' } };

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'card-section-title',
    children: (
      <>
        <CardHeader>
          <CardTitle id="card-section-title">Your mood this month</CardTitle>
        </CardHeader>
        <Text>More good days than last month. Mornings seem easier than evenings.</Text>
      </>
    ),
  },
  play: async ({ canvas }) => {
    // A labelled section is a landmark, so screen-reader users can jump to it.
    await expect(canvas.getByRole('region', { name: 'Your mood this month' })).toBeInTheDocument();
  },
};

export const AsArticle: Story = {
  args: {
    as: 'article',
    children: (
      <>
        <CardHeader>
          <CardTitle as="h3">Starting a new school</CardTitle>
        </CardHeader>
        <Text>Anyone else nervous about Monday? I do not know anyone there yet.</Text>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Starting a new school' })).toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    children: (
      <>
        <CardHeader>
          <CardTitle>Finding a counsellor who understands your culture and speaks your language</CardTitle>
        </CardHeader>
        <Text>
          Many services can match you with someone who shares your background or speaks your first
          language. Ask when you book, or look for the cultural tags on each resource. You never have
          to explain yourself twice if you do not want to.
        </Text>
      </>
    ),
  },
};

export const RightToLeft: Story = {
  args: {
    tone: 'crisis',
    children: (
      <>
        <CardHeader>
          <CardTitle>هل تحتاج إلى التحدث مع أحد الآن؟</CardTitle>
        </CardHeader>
        <p>اتصل أو أرسل رسالة في أي وقت، ليلًا أو نهارًا.</p>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
