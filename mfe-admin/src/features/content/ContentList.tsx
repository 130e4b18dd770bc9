import useSWR from 'swr';
import { Typography, type TableColumnType } from 'antd';
import { useConfig } from '@beacon/shared';
import { contentKeys, contentPagePath, listContent, useApiClient } from '@beacon/shared/api';
import { Link } from '@beacon/shared/router';
import { SITE_PAGE_KINDS, type ContentSummary, type ContentKind } from '@beacon/shared/schemas';
import { ResponsiveTable } from '../../components/ResponsiveTable';
import { CONTENT_TEXT } from '../../content/adminText';
import { formatDateTime } from '../../lib/format';
import { KIND_LABELS, editorPath } from './contentForm';
import { RecordState } from './RecordState';

type Row = ContentSummary & { key: string };

/** The site pages first (always there, in a fixed order), then the investigations and the teaser as the API lists them. */
const rank = (kind: ContentKind): number => {
  const page = (SITE_PAGE_KINDS as readonly ContentKind[]).indexOf(kind);
  return page === -1 ? SITE_PAGE_KINDS.length : page;
};

/** Every record, as the admin list shows them (one request for every user on the page). */
export function useContentList() {
  const client = useApiClient();
  return useSWR(contentKeys.adminList(), () => listContent(client));
}

/** The records (site pages first): title (the editor's link), kind, state, and the last change (by whom, when). */
export function ContentList({ base }: { base: string }) {
  const { site } = useConfig();
  const { data, error, isLoading } = useContentList();
  const rows: Row[] = (data?.items ?? [])
    .map((item) => ({ ...item, key: `${item.kind}/${item.slug}` }))
    // A stable sort: records of the same rank keep the API's order.
    .sort((a, b) => rank(a.kind) - rank(b.kind));
  const titleOf = (row: Row) => <Link to={editorPath(base, row)}>{row.title}</Link>;
  const columns: TableColumnType<Row>[] = [
    { key: 'title', title: 'Title', render: (_value, row) => titleOf(row) },
    { key: 'kind', title: 'Kind', width: 170, render: (_value, row) => KIND_LABELS[row.kind] },
    { key: 'state', title: 'State', render: (_value, row) => <RecordState record={row} timeZone={site.timeZone} /> },
    {
      key: 'changed',
      title: 'Last change',
      render: (_value, row) => `${formatDateTime(row.updatedAt)} by ${row.updatedBy?.name ?? CONTENT_TEXT.theSite}`,
    },
  ];
  return (
    <ResponsiveTable<Row>
      label="Content"
      rowKey="key"
      // The card's head is the page's address; its title link is the first line below, as in the table.
      cardTitle={(row) => contentPagePath(row.kind, row.slug, site.hoaxSlug)}
      columns={columns}
      dataSource={rows}
      loading={isLoading}
      pagination={false}
      locale={{
        emptyText: error ? <Typography.Text type="danger">{CONTENT_TEXT.loadFailed}</Typography.Text> : CONTENT_TEXT.empty,
      }}
    />
  );
}
