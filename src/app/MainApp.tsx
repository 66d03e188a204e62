import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';

import { EmptyState } from '../components/EmptyState';
import { Sparkles } from '../components/Icon';
import { useT } from '../i18n';
import { AppShell } from './shell/AppShell';
import { defaultTab, tabs } from './shell/tabs';
import type { TabId } from './shell/tabs';

type View = TabId | 'settings';

// Settings is rarely opened: it loads on demand, keeping it out of the first download.
const SettingsPanel = lazy(() => import('./SettingsPanel'));

/** A tab whose screen has not been built yet: a calm placeholder, never a broken page. */
function ComingSoon() {
  const t = useT();
  return (
    <EmptyState
      icon={<Sparkles />}
      title={t('tab.comingSoon.title')}
      description={t('tab.comingSoon.body', { appName: t('app.name') })}
    />
  );
}

const screens: Record<View, () => ReactNode> = {
  dashboard: () => <ComingSoon />,
  chat: () => <ComingSoon />,
  resources: () => <ComingSoon />,
  community: () => <ComingSoon />,
  goals: () => <ComingSoon />,
  settings: () => <SettingsPanel />,
};

/** The signed-in app: the shell and the screens. Visited screens stay mounted, so each keeps its state. */
export function MainApp({ notice }: { notice: ReactNode }) {
  const t = useT();
  const [view, setView] = useState<View>(defaultTab);
  const [visited, setVisited] = useState<View[]>([defaultTab]);
  const go = (next: View) => {
    setView(next);
    setVisited((seen) => (seen.includes(next) ? seen : [...seen, next]));
  };
  const tab = tabs.find((candidate) => candidate.id === view);
  const title = tab ? t(tab.title) : t('settings.title');
  const subtitle = tab ? t(tab.subtitle) : t('settings.subtitle');
  return (
    <AppShell
      activeTab={tab ? tab.id : null}
      title={title}
      subtitle={subtitle}
      onTabChange={go}
      onOpenSettings={() => go('settings')}
    >
      {notice}
      {visited.map((id) => (
        <div key={id} hidden={id !== view}>
          <Suspense fallback={null}>{screens[id]()}</Suspense>
        </div>
      ))}
    </AppShell>
  );
}

