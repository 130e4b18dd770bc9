import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import { TRASH_TEXT } from '../content/adminText';

export type SectionView = 'current' | 'deleted';

/** A section's two views: its rows, and those deleted lately (restorable). Arrow keys move between the tabs. */
export function SectionTabs({
  view,
  onChange,
  current,
  deleted,
}: {
  view: SectionView;
  onChange: (view: SectionView) => void;
  current: ReactNode;
  deleted: ReactNode;
}) {
  return (
    <Tabs
      activeKey={view}
      onChange={(key) => onChange(key === 'deleted' ? 'deleted' : 'current')}
      destroyOnHidden
      items={[
        { key: 'current', label: TRASH_TEXT.tabCurrent, children: current },
        { key: 'deleted', label: TRASH_TEXT.tabDeleted, children: deleted },
      ]}
    />
  );
}
