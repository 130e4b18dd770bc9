import useSWR from 'swr';
import { getTipUnread, tipKeys, useApiClient } from '@beacon/shared/api';
import { visuallyHidden } from '@beacon/shared/ui';
import { TIPS_TEXT } from '../../content/adminText';

/** Refreshed once a minute while the admin area is open, and after every tips write (its key is under tipKeys.all). */
const REFRESH_MS = 60_000;

/**
 * The number of unread tips beside the menu's Tips entry; nothing when there are none or the count cannot be had
 * (e.g. a visitor without the admin role). Part of the link's name: "Tips 3 unread".
 */
export function TipsUnreadBadge() {
  const client = useApiClient();
  const { data } = useSWR(tipKeys.unread, () => getTipUnread(client), { refreshInterval: REFRESH_MS, shouldRetryOnError: false });
  const unread = data?.unread ?? 0;
  if (unread === 0) return null;
  return (
    <span className="admin-nav-badge">
      <span aria-hidden="true">{unread}</span>
      <span className={visuallyHidden}> {TIPS_TEXT.unreadBadge(unread)}</span>
    </span>
  );
}
