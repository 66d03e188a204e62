import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';

import { useT } from '../i18n';
import { CrisisDialog } from '../safety/CrisisDialog';
import DashboardPanel from './panels/DashboardPanel';
import { AppShell } from './shell/AppShell';
import { defaultTab, tabs } from './shell/tabs';
import type { TabId } from './shell/tabs';

type View = TabId | 'settings';

// The dashboard comes with this chunk; every other screen loads when first opened. The service
// worker downloads all of them while the page is idle (src/app/pwa), so opening a tab reads its
// code from the device: no network wait, and no parsing work competing with the first screen.
const SettingsPanel = lazy(() => import('./SettingsPanel'));
const GoalsPanel = lazy(() => import('./panels/GoalsPanel'));
const ResourcesPanel = lazy(() => import('./panels/ResourcesPanel'));
const ChatPanel = lazy(() => import('./panels/ChatPanel'));
const CommunityPanel = lazy(() => import('./panels/CommunityPanel'));

/** The signed-in app: the shell and the screens. Visited screens stay mounted, so each keeps its state. */
export function MainApp({ notice }: { notice: ReactNode }) {
  const t = useT();
  const [view, setView] = useState<View>(defaultTab);
  const [visited, setVisited] = useState<View[]>([defaultTab]);
  const [helpOpen, setHelpOpen] = useState(false);
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
      onGetHelp={() => setHelpOpen(true)}
    >
      {notice}
      {visited.map((id) => (
        <div key={id} hidden={id !== view}>
          <Suspense fallback={null}>{screens[id]()}</Suspense>
        </div>
      ))}
      <CrisisDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </AppShell>
  );
}
