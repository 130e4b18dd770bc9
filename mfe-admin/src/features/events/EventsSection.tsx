import { useState } from 'react';
import { Button } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { Event } from '@beacon/shared/schemas';
import { NotAuthorized } from '../../components/NotAuthorized';
import { SectionHeading } from '../../components/SectionHeading';
import { SectionTabs, type SectionView } from '../../components/SectionTabs';
import { useRefreshAfterWrite } from '../../hooks/useRefreshAfterWrite';
import { isAccessDenied } from '../../lib/apiErrors';
import { DeletedEvents } from './DeletedEvents';
import { EventFormDialog } from './EventFormDialog';
import { EventsTable } from './EventsTable';
import { useEventList } from './useEventList';

type Editor = { open: false } | { open: true; event: Event | null };

/** Events: by date ascending; view, add, edit (with image upload), delete; and those deleted lately (restorable). */
export function EventsSection() {
  const { error } = useEventList();
  const refresh = useRefreshAfterWrite();
  const [view, setView] = useState<SectionView>('current');
  const [editor, setEditor] = useState<Editor>({ open: false });

  if (isAccessDenied(error)) return <NotAuthorized />;

  return (
    <section aria-labelledby="admin-events">
      <SectionHeading
        id="admin-events"
        title="Events"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ open: true, event: null })}>
            Add Event
          </Button>
        }
      />
      <SectionTabs
        view={view}
        onChange={setView}
        current={<EventsTable onEdit={(event) => setEditor({ open: true, event })} />}
        deleted={<DeletedEvents />}
      />
      {editor.open && (
        <EventFormDialog
          key={editor.event?._id ?? 'new'}
          event={editor.event}
          onClose={() => setEditor({ open: false })}
          onSaved={() => {
            setEditor({ open: false });
            void refresh('events');
          }}
        />
      )}
    </section>
  );
}
