import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';

import { useT } from '../i18n';
import DashboardPanel from './panels/DashboardPanel';
import { AppShell } from './shell/AppShell';
import { defaultTab, tabs } from './shell/tabs';
import type { TabId } from './shell/tabs';

type View = TabId | 'settings';

// The dashboard comes with this chunk; every other screen loads on demand, and is fetched while the
// page is idle so that opening a tab later shows it at once, with no empty flash.
const panels = {
  settings: () => import('./SettingsPanel'),
  goals: () => import('./panels/GoalsPanel'),
  resources: () => import('./panels/ResourcesPanel'),
  chat: () => import('./panels/ChatPanel'),
  community: () => import('./panels/CommunityPanel'),
};
const SettingsPanel = lazy(panels.settings);
const GoalsPanel = lazy(panels.goals);
const ResourcesPanel = lazy(panels.resources);
const ChatPanel = lazy(panels.chat);
const CommunityPanel = lazy(panels.community);

function usePrefetchPanels() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => {
      for (const load of Object.values(panels)) void load();
    });
    return () => cancel(handle);
  }, []);
}

/** The signed-in app: the shell and the screens. Visited screens stay mounted, so each keeps its state. */
export function MainApp({ notice }: { notice: ReactNode }) {
  const t = useT();
  usePrefetchPanels();
  const [view, setView] = useState<View>(defaultTab);
  const [visited, setVisited] = useState<View[]>([defaultTab]);
  const [videoRequest, setVideoRequest] = useState<{ category: 'video'; key: number } | undefined>();
  const go = (next: View) => {
    setView(next);
    setVisited((seen) => (seen.includes(next) ? seen : [...seen, next]));
  };
  const screens: Record<View, () => ReactNode> = {
    dashboard: () => (
      <DashboardPanel
        onNavigate={go}
        onOpenVideos={() => {
          setVideoRequest((previous) => ({ category: 'video', key: (previous?.key ?? 0) + 1 }));
          go('resources');
        }}
      />
    ),
    chat: () => <ChatPanel onOpenCommunity={() => go('community')} />,
    resources: () => <ResourcesPanel categoryRequest={videoRequest} />,
    community: () => <CommunityPanel />,
    goals: () => <GoalsPanel />,
    settings: () => <SettingsPanel />,
  };
  const tab = tabs.find((candidate) => candidate.id === view);
  return (
    <AppShell
      activeTab={tab ? tab.id : null}
      title={tab ? t(tab.title) : t('settings.title')}
      subtitle={tab ? t(tab.subtitle) : t('settings.subtitle')}
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
