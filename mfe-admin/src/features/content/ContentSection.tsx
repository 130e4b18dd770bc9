import useSWR from 'swr';
import { Alert, Button, Spin, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ApiRequestError, contentKeys, getContentItem, useApiClient } from '@beacon/shared/api';
import { Link, Route, Routes, useNavigate, useParams } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';
import { CONTENT_KINDS, type ContentKind } from '@beacon/shared/schemas';
import { NotAuthorized } from '../../components/NotAuthorized';
import { SectionHeading } from '../../components/SectionHeading';
import { CONTENT_TEXT } from '../../content/adminText';
import { isAccessDenied } from '../../lib/apiErrors';
import { ContentEditor } from './ContentEditor';
import { ContentList, useContentList } from './ContentList';
import { NewInvestigation } from './NewInvestigation';

const BASE = paths.admin.content.href();

const isKind = (kind: string | undefined): kind is ContentKind => CONTENT_KINDS.some((each) => each === kind);

function ListPage() {
  const navigate = useNavigate();
  const { error } = useContentList();
  if (isAccessDenied(error)) return <NotAuthorized />;
  return (
    <section aria-labelledby="admin-content">
      <SectionHeading
        id="admin-content"
        title="Content"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(`${BASE}/new`)}>
            {CONTENT_TEXT.newInvestigation}
          </Button>
        }
      />
      <Typography.Paragraph>{CONTENT_TEXT.intro}</Typography.Paragraph>
      <ContentList base={BASE} />
    </section>
  );
}

function EditorPage() {
  const client = useApiClient();
  const { kind, slug = '' } = useParams();
  const known = isKind(kind);
  const { data, error } = useSWR(
    known ? contentKeys.adminItem(kind, slug) : null,
    () => getContentItem(client, kind as ContentKind, slug),
    {
      revalidateOnFocus: false,
    },
  );
  if (isAccessDenied(error)) return <NotAuthorized />;
  const missing = !known || (error instanceof ApiRequestError && error.status === 404);
  if (missing || error) {
    return (
      <section aria-labelledby="admin-content-missing">
        <SectionHeading id="admin-content-missing" title="Content" />
        <Alert type="error" role="alert" title={missing ? CONTENT_TEXT.notFound : CONTENT_TEXT.loadFailed} style={{ marginBottom: 16 }} />
        <Link to={BASE}>Back to the content list</Link>
      </section>
    );
  }
  if (!data) return <Spin />;
  // Mounted per record: the form starts from what the API sent and is not reset by later refreshes.
  return <ContentEditor key={`${data.kind}/${data.slug}`} initial={data} listPath={BASE} />;
}

/** Content: the list of pages and investigations, a new investigation, and each record's editor. */
export function ContentSection() {
  return (
    <Routes>
      <Route index element={<ListPage />} />
      <Route path="new" element={<NewInvestigation base={BASE} />} />
      <Route path=":kind/:slug" element={<EditorPage />} />
    </Routes>
  );
}
