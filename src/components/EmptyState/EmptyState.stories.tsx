import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageCircleHeart, Sprout, Target } from 'lucide-react';
import { expect, fn } from 'storybook/test';

import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const onCheckIn = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    icon: <Sprout />,
    title: 'No check-ins yet',
    description: 'Your mood history will grow here after your first check-in. It only takes a minute.',
    action: <Button onClick={onCheckIn}>Check in now</Button>,
  },
  argTypes: { icon: { control: false }, action: { control: false }, description: { control: 'text' } },
  beforeEach: () => {
    onCheckIn.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No check-ins yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Check in now' }));
    await expect(onCheckIn).toHaveBeenCalledTimes(1);
  },
};

export const WithoutAction: Story = {
  args: {
    icon: <MessageCircleHeart />,
    title: 'No replies yet',
    description: 'When someone replies to your post, you will see it here.',
    action: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const HeadingLevel: Story = {
  args: {
    icon: <Target />,
    titleAs: 'h3',
    title: 'No goals yet',
    description: 'Small steps count. Set one goal for this week.',
    action: <Button variant="secondary">Add a goal</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No goals yet' })).toBeInTheDocument();
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, title: 'Nothing matches those filters', action: undefined },
};

export const LongText: Story = {
  args: {
    title: 'You have not saved any resources to come back to later yet',
    description:
      'Tap the bookmark on any article, video or helpline to keep it here. Saved resources stay on this phone and work without an internet connection, so they are there when you need them.',
  },
};

export const RightToLeft: Story = {
  args: {
    title: 'لا توجد تسجيلات بعد',
    description: 'سيظهر سجل مزاجك هنا بعد أول تسجيل.',
    action: <Button>سجّل الآن</Button>,
  },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
};
