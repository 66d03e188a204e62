import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';

import { EmptyState } from '../../components/EmptyState';
import { Sparkles } from '../../components/Icon';
import { useT } from '../../i18n';
import { AppShell } from './AppShell';
import type { AppShellProps } from './AppShell';
import { tabs } from './tabs';
import type { TabId } from './tabs';


/** The shell with its own tab state, as the app drives it. */
function ShellWithState(props: Partial<AppShellProps>) {
  const t = useT();
  const [tab, setTab] = useState<TabId>(props.activeTab ?? 'dashboard');
  const current = tabs.find((candidate) => candidate.id === tab) ?? tabs[0];
  return (
    <AppShell
      {...props}
      title={current ? t(current.title) : ''}
      subtitle={current ? t(current.subtitle) : ''}
      activeTab={tab}
      onOpenSettings={props.onOpenSettings ?? (() => undefined)}
      onGetHelp={props.onGetHelp ?? (() => undefined)}
      onTabChange={(next) => {
        setTab(next);
        props.onTabChange?.(next);
      }}
    >
      <EmptyState icon={<Sparkles />} title="Screen content" description="Each tab's screen renders here." />
    </AppShell>
  );
}

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    activeTab: 'dashboard',
    title: 'Dashboard',
    subtitle: "Welcome back! Here's how you're doing today.",
    onTabChange: fn(),
    onOpenSettings: fn(),
    onGetHelp: fn(),
    children: null,
  },
  render: (args) => <ShellWithState {...args} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

export const Desktop: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('button')).toHaveLength(5);
    await expect(within(nav).getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('complementary')).getByText('Mental Health Support')).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: 'Goals' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('goals');
    const title = canvas.getByRole('heading', { level: 1, name: 'Goals & Progress' });
    await expect(title).toHaveFocus();
    await expect(canvas.getByText('Track your progress and celebrate your achievements.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    await expect(args.onOpenSettings).toHaveBeenCalledTimes(1);
    // Get help sits in the sidebar on every screen, above Settings.
    const help = canvas.getByRole('button', { name: 'Get help' });
    await expect(help).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(help);
    await expect(args.onGetHelp).toHaveBeenCalledTimes(1);
  },
};

export const MobileDrawerClosed: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    const bottom = canvas.getByRole('navigation', { name: 'Quick navigation' });
    // Spec: the bottom bar shows only the first four tabs.
    await expect(within(bottom).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Home',
      'AI Support',
      'Resources',
      'Community',
    ]);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const MobileGetHelp: Story = {
  globals: phone,
  play: async ({ canvas, userEvent, args }) => {
    // On a phone, Get help is in the top bar, without opening the menu.
    const topBar = canvas.getByRole('button', { name: 'Open menu' }).closest('header') as HTMLElement;
    const help = within(topBar).getByRole('button', { name: 'Get help' });
    await expect(help).toBeVisible();
    await userEvent.click(help);
    await expect(args.onGetHelp).toHaveBeenCalledTimes(1);
  },
};

export const MobileDrawerOpen: Story = {
  globals: phone,
  args: { initialDrawerOpen: true },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('button', { name: 'Goals' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Get help' })).toBeVisible();
  },
};

export const MobileDrawerKeyboard: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeVisible());
    await expect(menu).toHaveFocus();

    // Choosing a tab closes the drawer.
    await userEvent.click(menu);
    await userEvent.click(within(await body.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Goals' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('goals');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Goals & Progress' })).toBeVisible();
  },
};

export const MobileBackdropCloses: Story = {
  globals: phone,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
    // A click whose target is the <dialog> itself, not its panel, is a click on the backdrop.
    await userEvent.click(drawer);
    await waitFor(() => expect(drawer).not.toBeVisible());
  },
};

export const SmallPhoneLongLanguage: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false }, locale: 'fr-FR' },
  play: async ({ canvas, canvasElement }) => {
    // 320 px in French: Get help wraps its label and stays on screen, as tall as a thumb needs.
    const help = canvas.getByRole('button', { name: 'Besoin d’aide' });
    const box = help.getBoundingClientRect();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    await expect(box.right).toBeLessThanOrEqual(width);
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};
