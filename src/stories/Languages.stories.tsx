import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

import { App } from '../app/App';
import { MemoryStorage, sampleUser } from '../app/user/testing';
import { UserStore } from '../app/user/userStore';
import { sampleMoodHistory } from '../features/mood/data';
import type { Locale } from '../i18n';
import type { Country } from '../lib/profile';

/** The whole signed-in app for a user who reads `language`, lives in `country`, and has logged `moods` days. */
function SignedIn({ language, country, moods = 0 }: { language: Locale; country: Country; moods?: number }) {
  const storage = new MemoryStorage();
  const user = sampleUser({
    name: 'Noor',
    preferences: { ...sampleUser().preferences, language, country },
    moodHistory: sampleMoodHistory(moods),
  });
  storage.setItem('kindred.user', JSON.stringify(user));
  return <App store={new UserStore({ storage })} />;
}

const meta = {
  title: 'Screens/Languages',
  component: SignedIn,
  // The app sets <html lang dir> itself, from the user's language.
  parameters: { layout: 'fullscreen', appSetsLanguage: true },
  args: { language: 'ar-SA', country: 'SA' },
} satisfies Meta<typeof SignedIn>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone', isRotated: false } };

/**
 * Arabic: the page runs right to left, the sidebar on the right, Saudi crisis contacts. Every
 * number is in the Western digits of the text and the phone numbers (the mood strip's dates, the
 * average "5 من 5"), never Arabic-Indic ones beside them.
 */
export const ArabicDashboard: Story = {
  args: { moods: 10 },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'لوحة المتابعة' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar-SA'));
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getAllByRole('link', { name: /937/ })[0]).toHaveAttribute('href', 'tel:937');
    await expect(canvas.getByRole('list', { name: 'أحدث حالات المزاج' })).toHaveTextContent(/\d/);
    await expect(canvasElement).not.toHaveTextContent(/[٠-٩]/);
  },
};

/** Arabic on a phone: the bottom bar and the menu button mirror. */
export const ArabicPhone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'لوحة المتابعة' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'تنقل سريع' })).toBeVisible();
  },
};

/** Arabic community: the sample posts and the guidelines in Arabic. */
export const ArabicCommunity: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1, name: 'لوحة المتابعة' }, { timeout: 5000 });
    const nav = canvas.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await userEvent.click(within(nav).getByRole('button', { name: 'المجتمع' }));
    await expect(await canvas.findByRole('region', { name: 'المنشورات' }, { timeout: 5000 })).toBeVisible();
  },
};

/** Chinese: Simplified Chinese throughout, China's 12356 line. */
export const ChineseDashboard: Story = {
  args: { language: 'zh-CN', country: 'CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(/[\u4e00-\u9fff]/);
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'zh-CN'));
    await expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getAllByRole('link', { name: /12356/ })[0]).toHaveAttribute('href', 'tel:12356');
  },
};

/** Chinese resource library: the sample resources in Chinese. */
export const ChineseResources: Story = {
  args: { language: 'zh-CN', country: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const nav = canvas.getAllByRole('navigation')[0] as HTMLElement;
    await userEvent.click(within(nav).getByRole('button', { name: '资源' }));
    await expect(await canvas.findByRole('searchbox', {}, { timeout: 5000 })).toBeVisible();
  },
};
