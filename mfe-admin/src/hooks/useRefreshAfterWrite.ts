import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { auditKeys, bookingKeys, contentKeys, eventKeys, keyStartsWith, statsKeys, tipKeys, trashKeys } from '@beacon/shared/api';

/**
 * After an admin write, every cached answer it may have changed: the section's rows (the public pages'
 * events too), Recently deleted, the dashboard figures and the activity the API recorded for it.
 */
export function useRefreshAfterWrite(): (section: 'bookings' | 'content' | 'events' | 'tips') => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (section) => {
      const rows = { bookings: bookingKeys.all, content: contentKeys.all, events: eventKeys.all, tips: tipKeys.all }[section];
      await Promise.all([rows, trashKeys.all, statsKeys.all, auditKeys.all].map((prefix) => mutate(keyStartsWith(prefix))));
    },
    [mutate],
  );
}
