import { useState } from 'react';
import { Alert, Button, Flex, Form, Popconfirm, Tag, Typography } from 'antd';
import { useConfig } from '@beacon/shared';
import {
  ApiRequestError,
  cancelContentSchedule,
  contentPagePath,
  createContentPreview,
  getContentItem,
  isConflict,
  publishContent,
  restoreContentRevision,
  saveContentDraft,
  scheduleContent,
  unpublishContent,
  useApiClient,
} from '@beacon/shared/api';
import { contentTitleOf, isSitePageKind, type ContentItem, type ContentPreviewLink } from '@beacon/shared/schemas';
import { Link } from '@beacon/shared/router';
import { venueDateTime } from '@beacon/shared/time';
import { WarningAlert } from '../../components/WarningAlert';
import { CONTENT_TEXT } from '../../content/adminText';
import { useRefreshAfterWrite } from '../../hooks/useRefreshAfterWrite';
import { useToast } from '../../hooks/useToast';
import { bodyOfForm, differsFrom, fieldErrorsOf, formOfBody, type ContentForm } from './contentForm';
import { HistoryDialog } from './HistoryDialog';
import { KindFields } from './KindFields';
import { RecordState } from './RecordState';
import { ScheduleDialog } from './ScheduleDialog';

// A link inside a sentence is told apart by more than its colour.
const UNDERLINED = { textDecoration: 'underline' } as const;

type Action = 'save' | 'preview' | 'publish' | 'schedule' | 'unschedule' | 'unpublish' | 'restore' | 'reload';

/** Opens the preview in a new tab; the tab is opened before the link is asked for, so no pop-up blocker stops it. */
function openTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

/**
 * One record's editor: every field of its kind, Save draft, Preview, Publish now, Schedule, Cancel
 * schedule, Unpublish and History. Each write names the version the editor holds (If-Match); when
 * someone else changed the record meanwhile (409) the form keeps what was typed and offers the latest.
 * Preview, Publish and Schedule save unsaved edits as the draft first.
 */
export function ContentEditor({ initial, listPath }: { initial: ContentItem; listPath: string }) {
  const client = useApiClient();
  const toast = useToast();
  const refresh = useRefreshAfterWrite();
  const { site } = useConfig();
  const [form] = Form.useForm<ContentForm>();
  const [item, setItem] = useState(initial);
  const [busy, setBusy] = useState<Action | null>(null);
  const [uploading, setUploading] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [dialog, setDialog] = useState<'schedule' | 'history' | null>(null);
  const [preview, setPreview] = useState<ContentPreviewLink | null>(null);
  const { kind, slug } = item;
  const timeZone = site.timeZone;
  const title = Form.useWatch('title', form) as string | undefined;

  /** A write's outcome: the record as it is now, or null (told to the person). */
  const write = async (perform: (version: string) => Promise<ContentItem>): Promise<ContentItem | null> => {
    try {
      const next = await perform(item.version);
      setItem(next);
      setConflict(false);
      void refresh('content');
      return next;
    } catch (failure) {
      if (isConflict(failure)) setConflict(true);
      else if (failure instanceof ApiRequestError && Object.keys(failure.fields).length > 0) {
        form.setFields(fieldErrorsOf(failure.fields));
        toast.error(CONTENT_TEXT.saveFailed);
      } else toast.error(CONTENT_TEXT.actionFailed);
      return null;
    }
  };

  /** Saves the form as the draft when it holds unsaved edits; the record to act on next, or null when that failed. */
  const saveIfChanged = async (always: boolean): Promise<ContentItem | null> => {
    let values: ContentForm;
    try {
      values = await form.validateFields();
    } catch {
      toast.error(CONTENT_TEXT.invalid);
      return null;
    }
    const all = { ...(form.getFieldsValue(true) as ContentForm), ...values };
    if (!always && !differsFrom(kind, all, item.latest.body)) return item;
    const saved = await write((version) => saveContentDraft(client, kind, slug, bodyOfForm(kind, all), version));
    // The API's text (descriptions sanitised) is what the form edits from now on.
    if (saved) form.setFieldsValue(formOfBody(kind, saved.latest.body));
    return saved;
  };

  const run = async (action: Action, perform: () => Promise<void>) => {
    setBusy(action);
    try {
      await perform();
    } finally {
      setBusy(null);
    }
  };

  const save = () =>
    run('save', async () => {
      if (await saveIfChanged(true)) toast.success(CONTENT_TEXT.saved);
    });

  const showPreview = () =>
    run('preview', async () => {
      const tab = openTab();
      const current = await saveIfChanged(false);
      if (!current) {
        tab?.close();
        return;
      }
      try {
        const link = await createContentPreview(client, kind, slug);
        setPreview(link);
        if (tab) {
          tab.location.href = link.url;
          toast.success(CONTENT_TEXT.previewReady);
        }
      } catch {
        tab?.close();
        toast.error(CONTENT_TEXT.actionFailed);
      }
    });

  const publish = () =>
    run('publish', async () => {
      const current = await saveIfChanged(false);
      if (current && (await write(() => publishContent(client, kind, slug, current.version)))) toast.success(CONTENT_TEXT.published);
    });

  const schedule = (at: Date) =>
    run('schedule', async () => {
      const current = await saveIfChanged(false);
      if (!current) return;
      const next = await write(() => scheduleContent(client, kind, slug, at.toISOString(), current.version));
      if (next) {
        setDialog(null);
        toast.success(CONTENT_TEXT.scheduled(venueDateTime(at, timeZone)));
      }
    });

  const unschedule = () =>
    run('unschedule', async () => {
      if (await write((version) => cancelContentSchedule(client, kind, slug, version))) toast.success(CONTENT_TEXT.unscheduled);
    });

  const unpublish = () =>
    run('unpublish', async () => {
      if (await write((version) => unpublishContent(client, kind, slug, version))) toast.success(CONTENT_TEXT.unpublished);
    });

  const restore = (revision: number) =>
    run('restore', async () => {
      const next = await write((version) => restoreContentRevision(client, kind, slug, revision, version));
      if (!next) {
        setDialog(null);
        return;
      }
      form.resetFields();
      form.setFieldsValue(formOfBody(kind, next.latest.body));
      setDialog(null);
      toast.success(CONTENT_TEXT.restored(revision));
    });

  /** Replaces the form with the record as it is now (the person asked for it after a conflict). */
  const loadLatest = () =>
    run('reload', async () => {
      try {
        const latest = await getContentItem(client, kind, slug);
        setItem(latest);
        form.resetFields();
        form.setFieldsValue(formOfBody(kind, latest.latest.body));
        setConflict(false);
      } catch {
        toast.error(CONTENT_TEXT.actionFailed);
      }
    });

  const pagePath = contentPagePath(kind, slug, site.hoaxSlug);
  const working = busy !== null || uploading;
  // The site's own pages always have words: the API refuses to unpublish one.
  const sitePage = isSitePageKind(kind);
  return (
    <section aria-labelledby="admin-content-editor">
      <Flex vertical gap={8} style={{ marginBottom: 16 }}>
        <Link to={listPath}>All content</Link>
        <Typography.Title id="admin-content-editor" level={1} tabIndex={-1} style={{ margin: 0, fontSize: 28, overflowWrap: 'anywhere' }}>
          {title || contentTitleOf(kind, item.latest.body)}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <RecordState record={item} timeZone={timeZone} />
          <Typography.Text>
            Address:{' '}
            {item.state === 'published' ? (
              <a href={pagePath} target="_blank" rel="noreferrer" style={UNDERLINED}>
                {pagePath}
              </a>
            ) : (
              <Tag>{pagePath}</Tag>
            )}
          </Typography.Text>
        </Flex>
      </Flex>
      {conflict && (
        <WarningAlert
          text={CONTENT_TEXT.conflict}
          actionLabel={CONTENT_TEXT.loadLatest}
          loading={busy === 'reload'}
          onAction={() => void loadLatest()}
        />
      )}
      {preview && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          closable={{ 'aria-label': 'Close the preview link' }}
          onClose={() => setPreview(null)}
          title={
            <>
              <a href={preview.url} target="_blank" rel="noreferrer noopener" style={UNDERLINED}>
                {CONTENT_TEXT.previewLink}
              </a>{' '}
              {CONTENT_TEXT.previewExpires(venueDateTime(preview.expiresAt, timeZone))}
            </>
          }
        />
      )}
      <Flex gap={8} wrap role="toolbar" aria-label="Page actions" style={{ marginBottom: 8 }}>
        <Button type="primary" loading={busy === 'save'} disabled={working && busy !== 'save'} onClick={() => void save()}>
          Save draft
        </Button>
        <Button loading={busy === 'preview'} disabled={working && busy !== 'preview'} onClick={() => void showPreview()}>
          Preview
        </Button>
        <Popconfirm title={CONTENT_TEXT.confirmPublish} okText="Publish" onConfirm={() => void publish()} disabled={working}>
          <Button loading={busy === 'publish'} disabled={working && busy !== 'publish'}>
            Publish now
          </Button>
        </Popconfirm>
        <Button disabled={working} onClick={() => setDialog('schedule')}>
          Schedule…
        </Button>
        {item.scheduledAt && (
          <Button loading={busy === 'unschedule'} disabled={working && busy !== 'unschedule'} onClick={() => void unschedule()}>
            Cancel schedule
          </Button>
        )}
        {item.state === 'published' && !sitePage && (
          <Popconfirm title={CONTENT_TEXT.confirmUnpublish} okText="Unpublish" onConfirm={() => void unpublish()} disabled={working}>
            <Button danger loading={busy === 'unpublish'} disabled={working && busy !== 'unpublish'}>
              Unpublish
            </Button>
          </Popconfirm>
        )}
        <Button disabled={working} onClick={() => setDialog('history')}>
          History
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">
        {CONTENT_TEXT.unsavedFirst}
        {sitePage && ` ${CONTENT_TEXT.sitePageAlwaysPublished}`}
      </Typography.Paragraph>
      <Form<ContentForm>
        form={form}
        layout="vertical"
        name={`content-${kind}`}
        requiredMark
        initialValues={formOfBody(kind, initial.latest.body)}
        scrollToFirstError
        onFinish={() => void save()}
      >
        <KindFields kind={kind} onBusyChange={setUploading} />
      </Form>
      {dialog === 'schedule' && (
        <ScheduleDialog
          timeZone={timeZone}
          busy={busy === 'schedule'}
          onSchedule={(at) => void schedule(at)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'history' && (
        <HistoryDialog
          kind={kind}
          slug={slug}
          busy={busy === 'restore'}
          onRestore={(revision) => void restore(revision)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
