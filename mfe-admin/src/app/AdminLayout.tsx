import { Menu } from 'antd';
import { Outlet, useLocation, useNavigate } from '@beacon/shared/router';
import { BREAKPOINTS, PageMain, StyleSheet, TOP_BAR_HEIGHT } from '@beacon/shared/ui';
import { ADMIN_SECTIONS, DEFAULT_SECTION, sectionPath, type AdminSectionKey } from './adminSections';

// Wide screens: the permanent menu on the left. Narrow ones (a phone at 390 px): the same menu as a
// wrapping row of full labels above the section, so every label stays readable.
const layoutCss = `
.admin-layout { display: flex; min-height: calc(100vh - ${TOP_BAR_HEIGHT}px); }
.admin-nav { flex: 0 0 200px; background: #001529; }
.admin-content { flex: 1; min-width: 0; padding: 24px; }
@media (max-width: ${BREAKPOINTS.md - 1}px) {
  .admin-layout { flex-direction: column; }
  .admin-nav { flex: none; }
  .admin-nav .ant-menu { display: flex; flex-wrap: wrap; }
  .admin-nav .ant-menu-item { width: auto; margin: 4px; padding-inline: 12px !important; }
  .admin-content { padding: 16px; }
}
`;

/** The admin area: a permanent menu of the sections beside the selected section. */
export function AdminLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = ADMIN_SECTIONS.find((section) => pathname.split('/').includes(section.key))?.key ?? DEFAULT_SECTION;
  return (
    <PageMain title="Admin">
      <StyleSheet name="admin-layout" css={layoutCss} />
      <div className="admin-layout">
        <nav className="admin-nav" aria-label="Admin sections">
          <Menu
            mode="inline"
            theme="dark"
            selectedKeys={[current]}
            items={ADMIN_SECTIONS.map((section) => ({ key: section.key, label: section.label }))}
            onClick={({ key }) => void navigate(sectionPath(key as AdminSectionKey))}
          />
        </nav>
        <div className="admin-content">
          <Outlet />
        </div>
      </div>
    </PageMain>
  );
}
