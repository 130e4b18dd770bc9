import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from '@beacon/shared/router';
import { BREAKPOINTS, PageMain, StyleSheet, TOP_BAR_HEIGHT } from '@beacon/shared/ui';
import { TipsUnreadBadge } from '../features/tips/TipsUnreadBadge';
import { ADMIN_SECTIONS, sectionOfPath, sectionPath } from './adminSections';

// Wide screens: the menu is a column on the left. Below md (a phone from 320 px) it is a wrapping
// row of full labels above the section, so every label stays readable and nothing scrolls sideways.
// Colours on the navy: text 13:1, the current link's white on its blue 8:1, the focus ring and the
// current marker over 3:1. Class selectors outrank antd's `a:hover` colour.
const layoutCss = `
.admin-layout { display: flex; min-height: calc(100vh - ${TOP_BAR_HEIGHT}px); }
.admin-nav { flex: 0 0 200px; background: #001529; padding: 8px 0; }
.admin-nav-list { list-style: none; margin: 0; padding: 0; }
.admin-nav-link {
  display: flex; align-items: center; min-height: 40px; margin: 4px 8px; padding: 0 16px;
  border-radius: 8px; border-left: 4px solid transparent;
  color: #e8ecf2; font-size: 14px; text-decoration: none; white-space: nowrap;
}
.admin-nav-link:hover, .admin-nav-link:focus-visible { background: #0d2c52; color: #ffffff; }
.admin-nav-link:focus-visible { outline: 3px solid #9ec1ff; outline-offset: -3px; }
.admin-nav-link[aria-current='page'] { background: #1a4a9e; border-left-color: #9ec1ff; color: #ffffff; font-weight: 600; }
.admin-nav-badge {
  margin-left: 8px; min-width: 20px; padding: 0 6px; border-radius: 10px;
  background: #ffffff; color: #001529; font-size: 12px; font-weight: 600; line-height: 20px; text-align: center;
}
.admin-content { flex: 1; min-width: 0; padding: 24px; }
.admin-content h1:focus { outline: none; }
.admin-content h1:focus-visible { outline: 3px solid #9ec1ff; outline-offset: 4px; }
@media (max-width: ${BREAKPOINTS.md - 1}px) {
  .admin-layout { flex-direction: column; }
  .admin-nav { flex: none; padding: 4px; }
  .admin-nav-list { display: flex; flex-wrap: wrap; }
  .admin-nav-link { margin: 4px; padding: 0 12px; }
  .admin-content { padding: 16px; }
}
`;

/**
 * After a move between sections, focus goes to the new section's h1, so a keyboard or screen
 * reader user lands on (and hears) what opened. Not on the first render: the page load owns focus.
 */
function useFocusHeadingOnSectionChange(pathname: string) {
  const content = useRef<HTMLDivElement>(null);
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    content.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [pathname]);
  return content;
}

/** The admin area: a navigation list of the sections beside the selected section. */
export function AdminLayout() {
  const { pathname } = useLocation();
  const current = sectionOfPath(pathname);
  const content = useFocusHeadingOnSectionChange(pathname);
  return (
    <PageMain title={`${current.label} · Admin`}>
      <StyleSheet name="admin-layout" css={layoutCss} />
      <div className="admin-layout">
        <nav className="admin-nav" aria-label="Admin sections">
          <ul className="admin-nav-list">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.key}>
                <Link
                  className="admin-nav-link"
                  to={sectionPath(section.key)}
                  aria-current={section.key === current.key ? 'page' : undefined}
                >
                  {section.label}
                  {section.key === 'tips' && <TipsUnreadBadge />}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-content" ref={content}>
          <Outlet />
        </div>
      </div>
    </PageMain>
  );
}
