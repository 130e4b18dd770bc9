import { renderPage } from '@beacon/shared/testing';
import type { ContentSummary } from '@beacon/shared/schemas';
import { AdminProviders } from '../../components/AdminProviders';
import { ContentSection } from './ContentSection';

/** The content section's tests: a record as the admin list has it (the election investigation unless told otherwise). */
export const contentSummary = (overrides: Partial<ContentSummary>): ContentSummary => ({
  kind: 'investigation',
  slug: 'election',
  title: 'The election files',
  state: 'published',
  hasDraft: false,
  publishedAt: '2030-01-02T10:00:00.000Z',
  scheduledAt: null,
  updatedAt: '2030-01-02T10:00:00.000Z',
  updatedBy: { id: 'u1', name: 'Alex Admin' },
  ...overrides,
});

/** The content section at `path`, for a signed-in admin. */
export const renderContent = (path: string) =>
  renderPage(
    <AdminProviders>
      <ContentSection />
    </AdminProviders>,
    { path, route: '/admin/content/*', auth: 'admin' },
  );
