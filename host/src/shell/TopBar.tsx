import { useState } from 'react';
import { Link, NavLink, useLocation } from '@beacon/shared/router';
import DownOutlined from '@ant-design/icons/DownOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { AccountButton, Button, Drawer, MenuButton } from '@beacon/shared/ui';
import { useConfig } from '@beacon/shared';
import { DRAWER_WIDTH, INVESTIGATION_LINKS, NAV_LINKS, TOP_BAR_HIDE_SCROLL_Y, isInvestigationPage } from './navigation';
import { useScrolledPast } from './useScrolledPast';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'beacon-nav-link is-active' : 'beacon-nav-link');

function InvestigationsDropdown({ active }: { active: boolean }) {
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
        INVESTIGATION_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className="bk-menu-item" onClick={close}>
            {link.label}
          </Link>
        ))
      }
    </MenuButton>
  );
}

function DrawerNav({ onNavigate }: { onNavigate: () => void }) {
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
      {INVESTIGATION_LINKS.map((link) => (
        <NavLink key={link.to} to={link.to} className={linkClass} onClick={onNavigate}>
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * The shared top bar: transparent on the home page and black elsewhere, fading out once the page
 * is scrolled 100 px. Links and the dropdown on wide screens; a 240 px drawer below 900 px
 * (the switch is a CSS media query in index.html, so nothing shifts on load).
 */
export function TopBar() {
  const { pathname } = useLocation();
  const { site } = useConfig();
  const hidden = useScrolledPast(TOP_BAR_HIDE_SCROLL_Y);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const transparent = pathname === '/';

  return (
    <header
      className="beacon-top-bar"
      data-transparent={transparent}
      data-hidden={hidden}
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
        <InvestigationsDropdown active={isInvestigationPage(pathname, site.hoaxSlug)} />
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
        <DrawerNav onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </header>
  );
}
