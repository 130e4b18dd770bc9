import { Typography } from 'antd';

/**
 * A list's or table's empty message. antd draws its own in the disabled grey (under 4.5:1 on the
 * dark cards); this is the readable secondary text.
 */
export function EmptyText({ children }: { children: string }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}
