import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import { Close, Crisis, Heart, Icon, Menu, Settings } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { useT } from '../../i18n';
import { globalCss, keyframes, styled } from '../../styles';
import { bottomBarTabCount, tabs } from './tabs';
import type { TabId } from './tabs';

const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const slideInRtl = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

// Below md the bottom bar is fixed over the page: scrolling a focused control into view must
// stop above it, or the control sits hidden under the bar.
const shellGlobals = globalCss({
  '@media (max-width: 767.98px)': { html: { scrollPaddingBlockEnd: '80px' } },
});

const Root = styled('div', {
  minBlockSize: '100dvh',
  backgroundColor: '$canvas',
  '@md': { display: 'grid', gridTemplateColumns: '$sizes$sidebar 1fr' },
});

const SkipLink = styled('a', {
  position: 'absolute',
  insetInlineStart: '$2',
  insetBlockStart: '-100px',
  zIndex: '$overlay',
  padding: '$3',
  borderRadius: '$md',
  backgroundColor: '$surface',
  color: '$accent',
  fontWeight: '$semibold',
  '&:focus': { insetBlockStart: '$2' },
});

const navColumn = {
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  padding: '$4',
  backgroundColor: '$surface',
} as const;

const Sidebar = styled('aside', {
  ...navColumn,
  display: 'none',
  '@md': {
    display: 'flex',
    position: 'sticky',
    insetBlockStart: 0,
    blockSize: '100dvh',
    borderInlineEnd: '1px solid $border',
  },
});

const Drawer = styled('dialog', {
  padding: 0,
  margin: 0,
  backgroundColor: '$surface',
  border: 0,
  maxBlockSize: 'none',
  blockSize: '100dvh',
  inlineSize: 'min(85vw, 300px)',
  maxInlineSize: '100vw',
  color: '$text',
  boxShadow: '$lg',
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  insetInlineEnd: 'auto',
  '&:not([open])': { display: 'none' },
  '&::backdrop': { backgroundColor: '$backdrop' },
  '@motion': {
    animation: `${slideIn} $transitions$slow ease-out`,
    '[dir="rtl"] &': { animation: `${slideInRtl} $transitions$slow ease-out` },
    '&::backdrop': { animation: `${fadeIn} $transitions$slow ease-out` },
  },
});

// The panel fills the dialog, so a click that lands on the dialog element itself is the backdrop.
const DrawerPanel = styled('div', { ...navColumn, blockSize: '100%' });

const DrawerHeader = styled('div', { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2' });

const Brand = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  '& > span:first-child': {
    display: 'inline-grid',
    placeItems: 'center',
    size: '40px',
    borderRadius: '$md',
    backgroundColor: '$accent',
    color: '$onAccent',
    flexShrink: 0,
  },
});
const BrandName = styled('p', { fontWeight: '$bold', fontSize: '$lg', lineHeight: '$tight' });
const BrandTagline = styled('p', { color: '$muted', fontSize: '$sm' });

const NavList = styled('ul', { listStyle: 'none', padding: 0, display: 'grid', gap: '$1' });

const NavButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  inlineSize: '100%',
  minBlockSize: '$tapTarget',
  paddingInline: '$3',
  borderRadius: '$md',
  color: '$text',
  fontWeight: '$medium',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$surfaceSunken' },
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '2px' },
  '&[aria-current="page"]': {
    backgroundColor: '$accentSoft',
    color: '$accent',
    fontWeight: '$semibold',
    boxShadow: 'inset 4px 0 0 $colors$accent',
    '[dir="rtl"] &': { boxShadow: 'inset -4px 0 0 $colors$accent' },
  },
});

const Spacer = styled('div', { flex: 1 });

// Crisis contacts one tap away on every screen, whatever was typed or detected: the sidebar (and
// the drawer) on wide screens, the top bar on phones. A navigation button in the crisis tones.
const HelpButton = styled(NavButton, {
  backgroundColor: '$crisisSoft',
  color: '$crisis',
  fontWeight: '$semibold',
  boxShadow: 'inset 0 0 0 1px $colors$crisis',
  '&:hover': { backgroundColor: '$crisisSoft', textDecoration: 'underline' },
  '& svg': { flexShrink: 0 },
  variants: {
    place: {
      sidebar: {},
      // One line; on the narrowest phones, in a long language, the label wraps rather than
      // leave the screen.
      topBar: {
        inlineSize: 'auto',
        gap: '$2',
        marginInlineStart: 'auto',
        flexShrink: 0,
        paddingBlock: '$1',
        fontSize: '$sm',
        lineHeight: '$tight',
        '@media (max-width: 359.98px)': { flexShrink: 1, minInlineSize: 0 },
      },
    },
  },
});

const TopBar = styled('header', {
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: '$sticky',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  paddingInline: '$2 $4',
  paddingBlock: '$1',
  backgroundColor: '$surface',
  borderBlockEnd: '1px solid $border',
  '@md': { display: 'none' },
});

const Main = styled('main', {
  minInlineSize: 0,
  paddingInline: '$4',
  paddingBlock: '$5 $16',
  '&:focus': { outline: 'none' },
  '@md': { paddingInline: '$8', paddingBlock: '$8' },
});

const Content = styled('div', { maxInlineSize: '$content', marginInline: 'auto', display: 'grid', gap: '$5' });

const PageHeader = styled('header', { display: 'grid', gap: '$1' });
const PageTitle = styled('h1', { fontSize: '$2xl', '@md': { fontSize: '$3xl' }, '&:focus': { outline: 'none' } });
const PageSubtitle = styled('p', { color: '$muted' });

const BottomBar = styled('nav', {
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: '$sticky',
  display: 'grid',
  gridTemplateColumns: `repeat(${bottomBarTabCount}, 1fr)`,
  backgroundColor: '$surface',
  borderBlockStart: '1px solid $border',
  paddingBlockEnd: 'env(safe-area-inset-bottom)',
  '&[hidden]': { display: 'none' },
  '@md': { display: 'none' },
});

const BottomButton = styled('button', {
  all: 'unset',
  boxSizing: 'border-box',
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: '2px',
  minBlockSize: '56px',
  paddingInline: '$1',
  color: '$muted',
  fontSize: '$xs',
  fontWeight: '$medium',
  textAlign: 'center',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid $focus', outlineOffset: '-3px' },
  '&[aria-current="page"]': { color: '$accent', fontWeight: '$bold' },
});

export interface AppShellProps {
  /** The tab marked as current in the navigation; null while Settings is open. */
  activeTab: TabId | null;
  /** The page heading and its subtitle (spec section 2 gives one per tab). */
  title: string;
  subtitle: string;
  onTabChange: (tab: TabId) => void;
  onOpenSettings: () => void;
  /** The Get help button, on every screen: opens the crisis contacts. */
  onGetHelp: () => void;
  children: ReactNode;
  /** Open the phone drawer on first render (stories). */
  initialDrawerOpen?: boolean;
}

/** The app frame (spec section 2): sidebar on desktop; top bar, drawer and bottom bar on phones. */
export function AppShell({
  activeTab,
  title,
  subtitle,
  onTabChange,
  onOpenSettings,
  onGetHelp,
  children,
  initialDrawerOpen = false,
}: AppShellProps) {
  shellGlobals();
  const t = useT();
  const drawerRef = useRef<HTMLDialogElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [drawerOpen, setDrawerOpen] = useState(initialDrawerOpen);
  const drawerId = useId();
  const previousTitle = useRef(title);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    if (drawerOpen && !drawer.open) drawer.showModal();
    if (!drawerOpen && drawer.open) {
      drawer.close();
      menuButtonRef.current?.focus();
    }
  }, [drawerOpen]);

  // A new tab is a new page for a screen reader: move focus to its title.
  useEffect(() => {
    if (previousTitle.current === title) return;
    previousTitle.current = title;
    titleRef.current?.focus();
  }, [title]);

  /** A choice in the navigation: the drawer (if open) closes first. */
  const fromMenu = (action: () => void) => () => {
    setDrawerOpen(false);
    action();
  };

  const helpLabel = (
    <>
      <Icon icon={Crisis} />
      {t('nav.getHelp')}
    </>
  );

  const brand = (
    <Brand>
      <span aria-hidden="true">
        <Icon icon={Heart} size="lg" />
      </span>
      <div>
        <BrandName>{t('app.name')}</BrandName>
        <BrandTagline>{t('app.tagline')}</BrandTagline>
      </div>
    </Brand>
  );

  const navigation = (
    <>
      <nav aria-label={t('nav.main')}>
        <NavList>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <NavButton
                type="button"
                aria-current={tab.id === activeTab ? 'page' : undefined}
                onClick={fromMenu(() => onTabChange(tab.id))}
              >
                <Icon icon={tab.icon} />
                {t(tab.label)}
              </NavButton>
            </li>
          ))}
        </NavList>
      </nav>
      <Spacer />
      <HelpButton type="button" place="sidebar" aria-haspopup="dialog" onClick={fromMenu(onGetHelp)}>
        {helpLabel}
      </HelpButton>
      <NavButton type="button" onClick={fromMenu(onOpenSettings)}>
        <Icon icon={Settings} />
        {t('nav.settings')}
      </NavButton>
    </>
  );

  return (
    <Root>
      <SkipLink href="#main">{t('nav.skip')}</SkipLink>
      <Sidebar aria-label={t('nav.sidebar')}>
        {brand}
        {navigation}
      </Sidebar>
      <TopBar>
        <IconButton
          ref={menuButtonRef}
          icon={<Menu />}
          label={t('nav.openMenu')}
          tooltip={false}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onClick={() => setDrawerOpen(true)}
        />
        {brand}
        <HelpButton type="button" place="topBar" aria-haspopup="dialog" onClick={onGetHelp}>
          {helpLabel}
        </HelpButton>
      </TopBar>
      <Drawer
        ref={drawerRef}
        id={drawerId}
        aria-label={t('nav.menu')}
        onCancel={(event) => {
          event.preventDefault();
          setDrawerOpen(false);
        }}
        // Escape also arrives as a plain keydown (synthetic events never fire `cancel`).
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            setDrawerOpen(false);
          }
        }}
        onClick={(event) => {
          // A click on the dialog box itself, not its content, is a click on the backdrop.
          if (event.target === event.currentTarget) setDrawerOpen(false);
        }}
      >
        <DrawerPanel>
          <DrawerHeader>
            {brand}
            <IconButton icon={<Close />} label={t('nav.closeMenu')} tooltip={false} onClick={() => setDrawerOpen(false)} />
          </DrawerHeader>
          {navigation}
        </DrawerPanel>
      </Drawer>
      <Main id="main" tabIndex={-1}>
        <Content>
          <PageHeader>
            <PageTitle ref={titleRef} tabIndex={-1}>
              {title}
            </PageTitle>
            <PageSubtitle>{subtitle}</PageSubtitle>
          </PageHeader>
          {children}
        </Content>
      </Main>
      {/* Hidden under the open drawer: it cannot be used then, and axe would count it as covering the drawer. */}
      <BottomBar aria-label={t('nav.bottom')} hidden={drawerOpen}>
        {tabs.slice(0, bottomBarTabCount).map((tab) => (
          <BottomButton
            key={tab.id}
            type="button"
            aria-current={tab.id === activeTab ? 'page' : undefined}
            onClick={fromMenu(() => onTabChange(tab.id))}
          >
            <Icon icon={tab.icon} size="lg" />
            {t(tab.label)}
          </BottomButton>
        ))}
      </BottomBar>
    </Root>
  );
}
