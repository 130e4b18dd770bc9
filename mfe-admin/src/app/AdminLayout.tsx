import { Outlet, useLocation, useNavigate } from 'react-router';
import { Layout, Menu, PageMain } from '@beacon/shared/ui';
import { ADMIN_SECTIONS, DEFAULT_SECTION } from './adminSections';

/** The admin area: a permanent left menu beside the selected section. */
export function AdminLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = ADMIN_SECTIONS.find((section) => pathname.split('/').includes(section.key))?.key ?? DEFAULT_SECTION;
  return (
    <PageMain title="Admin">
      <Layout style={{ minHeight: 'calc(100vh - 64px)' }}>
        <Layout.Sider width={200} breakpoint="md" collapsedWidth={64} theme="dark" aria-label="Admin sections">
          <Menu
            mode="inline"
            theme="dark"
            selectedKeys={[current]}
            items={ADMIN_SECTIONS.map((section) => ({ key: section.key, label: section.label }))}
            onClick={({ key }) => void navigate(key === DEFAULT_SECTION ? '.' : key)}
          />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </PageMain>
  );
}
