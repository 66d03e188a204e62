import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';

import { Button } from '../Button';
import { Icon, Support } from '../Icon';
import { Notice } from './Notice';

const meta = {
  title: 'Components/Notice',
  component: Notice,
  args: {
    title: 'It’s been a hard few days',
    icon: <Icon icon={Support} />,
    children: <p>Talking it through can help, with someone you trust.</p>,
  },
  argTypes: { icon: { control: false }, children: { control: false } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A named region: its title is its accessible name, and a heading in the page's outline. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'It’s been a hard few days' });
    await expect(within(region).getByRole('heading', { level: 3 })).toHaveTextContent('It’s been a hard few days');
    await expect(within(region).getByText(/Talking it through can help/)).toBeVisible();
  },
};

/** With an action: the button keeps its own width while the text takes the whole line. */
export const WithAnAction: Story = {
  args: {
    headingLevel: 'h2',
    children: (
      <>
        <p>Talking it through can help, with someone you trust.</p>
        <Button variant="secondary" onClick={fn()}>
          Talk it through
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Talk it through' });
    const region = canvas.getByRole('region');
    await expect(button.getBoundingClientRect().width).toBeLessThan(region.getBoundingClientRect().width / 2);
  },
};
