import type { HTMLAttributes } from 'react';
import { cx } from './classNames';

type TextType = 'secondary' | 'danger' | 'success' | 'warning';

function Title({ level = 1, className, ...props }: HTMLAttributes<HTMLHeadingElement> & { level?: 1 | 2 | 3 | 4 | 5 }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} className={cx('bk-title', className)} />;
}

function Paragraph({ className, type, ...props }: HTMLAttributes<HTMLParagraphElement> & { type?: TextType }) {
  return <p {...props} className={cx('bk-paragraph', type && `bk-text-${type}`, className)} />;
}

function Text({ className, type, strong, ...props }: HTMLAttributes<HTMLSpanElement> & { type?: TextType; strong?: boolean }) {
  return <span {...props} className={cx(type && `bk-text-${type}`, strong && 'bk-text-strong', className)} />;
}

/** Headings, paragraphs and text with antd's look. */
export const Typography = { Title, Paragraph, Text };
