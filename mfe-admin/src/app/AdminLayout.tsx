import { Outlet, useLocation, useNavigate } from '@beacon/shared/router';
import { Layout, Menu } from 'antd';
import { PageMain, TOP_BAR_HEIGHT } from '@beacon/shared/ui';
import { ADMIN_SECTIONS, DEFAULT_SECTION, sectionPath, type AdminSectionKey } from './adminSections';

/** The admin area: a permanent left menu beside the selected section. */
export function AdminLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = ADMIN_SECTIONS.find((section) => pathname.split('/').includes(section.key))?.key ?? DEFAULT_SECTION;
  return (
    <PageMain title="Admin">
      <Layout style={{ minHeight: `calc(100vh - ${TOP_BAR_HEIGHT}px)` }}>
        <Layout.Sider width={200} breakpoint="md" collapsedWidth={64} theme="dark" aria-label="Admin sections">
          <Menu
            mode="inline"
            theme="dark"
            selectedKeys={[current]}
            items={ADMIN_SECTIONS.map((section) => ({ key: section.key, label: section.label }))}
            onClick={({ key }) => void navigate(sectionPath(key as AdminSectionKey))}
          />
        </Layout.Sider>
        {/* Not Layout.Content: that renders a second <main> inside the page's main landmark. */}
        <div style={{ padding: 24, flex: 1, minWidth: 0 }}>
          <Outlet />
        </div>
      </Layout>
    </PageMain>
  );
}
