import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { auditKeys, bookingKeys, eventKeys, keyStartsWith, statsKeys, trashKeys } from '@beacon/shared/api';

/**
 * After an admin write, every cached answer it may have changed: the section's rows (the public pages'
 * events too), Recently deleted, the dashboard figures and the activity the API recorded for it.
 */
export function useRefreshAfterWrite(): (section: 'bookings' | 'events') => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (section) => {
      const rows = section === 'bookings' ? bookingKeys.all : eventKeys.all;
      await Promise.all([rows, trashKeys.all, statsKeys.all, auditKeys.all].map((prefix) => mutate(keyStartsWith(prefix))));
    },
    [mutate],
  );
}
