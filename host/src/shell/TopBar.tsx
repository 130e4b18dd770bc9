import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, NavLink, useLocation } from '@beacon/shared/router';
import DownOutlined from '@ant-design/icons/DownOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { AccountButton, Button, Drawer, MenuButton } from '@beacon/shared/ui';
import { useConfig } from '@beacon/shared';
import {
  DRAWER_WIDTH,
  NAV_LINKS,
  TOP_BAR_HIDE_SCROLL_Y,
  investigationLinks,
  isInvestigationPage,
  type NavLink as NavEntryLink,
} from './navigation';
import { useAddedInvestigations } from './shellData';
import { useHideOnScroll } from './useHideOnScroll';
import { nextTabStopIsIn } from './tabStops';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'beacon-nav-link is-active' : 'beacon-nav-link');

function InvestigationsDropdown({ active, links }: { active: boolean; links: readonly NavEntryLink[] }) {
  return (
    <MenuButton
      className={active ? 'beacon-nav-link beacon-nav-button is-active' : 'beacon-nav-link beacon-nav-button'}
      align="left"
      label={
        <>
          Media Investigations <DownOutlined aria-hidden style={{ fontSize: 10 }} />
        </>
      }
    >
      {(close) =>
        links.map((link) => (
          <Link key={link.to} to={link.to} className="bk-menu-item" onClick={close}>
            {link.label}
          </Link>
        ))
      }
    </MenuButton>
  );
}

function DrawerNav({ onNavigate, investigations }: { onNavigate: () => void; investigations: readonly NavEntryLink[] }) {
  return (
    <nav aria-label="Main" className="beacon-drawer-nav">
      {NAV_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass} onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
      <div className="beacon-drawer-group" id="drawer-investigations">
        Media Investigations
      </div>
      {investigations.map((link) => (
        <NavLink key={link.to} to={link.to} className={linkClass} onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * Hides the bar once the page is scrolled down past the threshold. Hidden, it is inert (out of the
 * tab order and of the accessibility tree); it shows again when the page is scrolled up, and when
 * Tab or Shift+Tab is about to move focus into it (it is made reachable just before the browser
 * moves focus, and stays shown while focus is inside).
 */
function useTopBarVisibility(drawerOpen: boolean) {
  const header = useRef<HTMLElement>(null);
  const scrolledAway = useHideOnScroll(TOP_BAR_HIDE_SCROLL_Y);
  const [focusInside, setFocusInside] = useState(false);
  const hidden = scrolledAway && !focusInside && !drawerOpen;

  useEffect(() => {
    if (!hidden) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const bar = header.current;
      if (event.key !== 'Tab' || !bar || !nextTabStopIsIn(bar, event.shiftKey)) return;
      bar.inert = false;
      setFocusInside(true);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [hidden]);

  const focusHandlers = {
    onFocus: () => setFocusInside(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
    },
  };
  return { header, hidden, focusHandlers };
}

/**
 * The shared top bar: transparent on the home page and black elsewhere, fading out once the page
 * is scrolled 100 px down. Links and the dropdown on wide screens; a 240 px drawer below 900 px
 * (the switch is a CSS media query in index.html, so nothing shifts on load).
 */
export function TopBar() {
  const { pathname } = useLocation();
  const { site } = useConfig();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { header, hidden, focusHandlers } = useTopBarVisibility(drawerOpen);
  const transparent = pathname === '/';
  const investigations = investigationLinks(useAddedInvestigations());

  return (
    <header
      ref={header}
      className="beacon-top-bar"
      data-transparent={transparent}
      data-hidden={hidden}
      inert={hidden}
      {...focusHandlers}
      style={{ background: transparent ? 'transparent' : '#000', opacity: hidden ? 0 : 1, pointerEvents: hidden ? 'none' : 'auto' }}
    >
      <Button
        className="beacon-drawer-toggle"
        type="text"
        icon={<MenuOutlined />}
        aria-label="Open menu"
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
      />
      <Link to="/" className="beacon-brand">
        {site.organisationName}
      </Link>
      <nav aria-label="Main" className="beacon-nav-links">
        {NAV_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
            {link.label}
          </NavLink>
        ))}
        <InvestigationsDropdown active={isInvestigationPage(pathname, site.hoaxSlug)} links={investigations} />
      </nav>
      <div className="beacon-account">
        <AccountButton />
      </div>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="left"
        size={DRAWER_WIDTH}
        title={site.organisationName}
        className="beacon-drawer"
      >
        <DrawerNav onNavigate={() => setDrawerOpen(false)} investigations={investigations} />
      </Drawer>
    </header>
  );
}
