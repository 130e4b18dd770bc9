import type { ReactNode } from 'react';
import { cx } from './classNames';

export interface ResultProps {
  status?: 'success' | 'error' | 'info' | 'warning' | '403' | '404' | '500';
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  icon?: ReactNode;
  /** The title's heading level: 1 when the result is the whole page. */
  level?: 1 | 2 | 3;
}

const ICONS = { success: '✓', error: '✕', info: 'i', warning: '!', '403': '⛔', '404': '?', '500': '!' } as const;

/** A page-sized outcome: an icon, a title, a line of explanation and the way on. */
export function Result({ status = 'info', title, subTitle, extra, icon, level = 2 }: ResultProps) {
  const Heading = `h${level}` as const;
  return (
    <div className={cx('bk-result', `bk-result-${status}`)}>
      {/* A default icon is drawn by CSS: not part of the result's text. */}
      <div className="bk-result-icon" aria-hidden="true" data-icon={icon ? undefined : ICONS[status]}>
        {icon}
      </div>
      {title && <Heading className="bk-result-title">{title}</Heading>}
      {subTitle && <p className="bk-result-subtitle">{subTitle}</p>}
      {extra && <div className="bk-result-extra">{extra}</div>}
    </div>
  );
}
