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

const ICONS = { success: '✓', error: '✕', info: 'i', warning: '!', '403': '', '404': '?', '500': '!' } as const;

/** A padlock, drawn: the no-entry emoji shows as an empty box where no emoji font is installed. */
const LOCK = (
  <svg
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="4" y="10" width="16" height="11" rx="2" />
    <path d="M8 10V7a4 4 0 0 1 8 0v3" />
  </svg>
);

/** A page-sized outcome: an icon, a title, a line of explanation and the way on. */
export function Result({ status = 'info', title, subTitle, extra, icon: given, level = 2 }: ResultProps) {
  const Heading = `h${level}` as const;
  const icon = given ?? (status === '403' ? LOCK : undefined);
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
