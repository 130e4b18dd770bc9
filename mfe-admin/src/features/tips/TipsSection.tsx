import { useState } from 'react';
import { Alert, Button, Card, Tabs } from 'antd';
import { useSearchParams } from '@beacon/shared/router';
import { NotAuthorized } from '../../components/NotAuthorized';
import { SectionHeading } from '../../components/SectionHeading';
import { TIPS_TEXT } from '../../content/adminText';
import { isAccessDenied } from '../../lib/apiErrors';
import { KeyUnlock } from './KeyUnlock';
import { TipDialog } from './TipDialog';
import { TipsTable } from './TipsTable';
import { useTipsKey } from './TipsKey';
import { useTipList } from './useTipList';

type TipsView = 'inbox' | 'archived';

/**
 * The tips inbox. Tips and their conversations arrive encrypted; they are read here after the
 * staff member opens the newsroom's private key for this session (KeyUnlock), in the browser only.
 */
export function TipsSection() {
  const { unlocked, lock } = useTipsKey();
  const { data, error } = useTipList();
  const unread = (data ?? []).filter((tip) => tip.status === 'new').length;
  const [view, setView] = useState<TipsView>('inbox');
  const [searchParams, setSearchParams] = useSearchParams();
  const viewedId = searchParams.get('view');
  const show = (id: string | null) =>
    setSearchParams(
      (params) => {
        if (id) params.set('view', id);
        else params.delete('view');
        return params;
      },
      { replace: true },
    );

  if (isAccessDenied(error)) return <NotAuthorized />;
  return (
    <section aria-labelledby="admin-tips">
      <SectionHeading id="admin-tips" title="Tips" extra={unlocked ? <Button onClick={lock}>{TIPS_TEXT.lock}</Button> : null} />
      {unlocked ? (
        <Alert type="success" showIcon style={{ marginBottom: 16 }} title={TIPS_TEXT.unlocked(unlocked.fingerprint)} />
      ) : (
        // While a tip is open, its dialog holds the key form: one form on the page at a time.
        !viewedId && (
          <Card style={{ marginBottom: 16 }}>
            <KeyUnlock />
          </Card>
        )
      )}
      <Tabs
        activeKey={view}
        onChange={(key) => setView(key === 'archived' ? 'archived' : 'inbox')}
        destroyOnHidden
        items={[
          { key: 'inbox', label: TIPS_TEXT.inboxTab(unread), children: <TipsTable archived={false} onOpen={show} /> },
          { key: 'archived', label: TIPS_TEXT.tabArchived, children: <TipsTable archived onOpen={show} /> },
        ]}
      />
      <TipDialog tipId={viewedId} onClose={() => show(null)} />
    </section>
  );
}
