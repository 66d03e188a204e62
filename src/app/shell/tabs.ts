import { Chat, Community, Goals, Home, Resources } from '../../components/Icon';
import type { IconComponent } from '../../components/Icon';
import type { MessageId } from '../../i18n';

/** The five tabs of spec section 2, in order; the bottom bar on phones shows the first four. */
export const tabIds = ['dashboard', 'chat', 'resources', 'community', 'goals'] as const;
export type TabId = (typeof tabIds)[number];
export const defaultTab: TabId = 'dashboard';
export const bottomBarTabCount = 4;

export interface TabDefinition {
  id: TabId;
  icon: IconComponent;
  label: MessageId;
  title: MessageId;
  subtitle: MessageId;
}

export const tabs: readonly TabDefinition[] = [
  { id: 'dashboard', icon: Home, label: 'tab.dashboard.label', title: 'tab.dashboard.title', subtitle: 'tab.dashboard.subtitle' },
  { id: 'chat', icon: Chat, label: 'tab.chat.label', title: 'tab.chat.title', subtitle: 'tab.chat.subtitle' },
  { id: 'resources', icon: Resources, label: 'tab.resources.label', title: 'tab.resources.title', subtitle: 'tab.resources.subtitle' },
  { id: 'community', icon: Community, label: 'tab.community.label', title: 'tab.community.title', subtitle: 'tab.community.subtitle' },
  { id: 'goals', icon: Goals, label: 'tab.goals.label', title: 'tab.goals.title', subtitle: 'tab.goals.subtitle' },
];

export const isTabId = (value: unknown): value is TabId =>
  typeof value === 'string' && (tabIds as readonly string[]).includes(value);
