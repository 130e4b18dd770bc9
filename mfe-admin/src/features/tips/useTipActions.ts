import { useState } from 'react';
import { deleteTip, setTipStatus, useApiClient } from '@beacon/shared/api';
import type { TipStatus } from '@beacon/shared/schemas';
import { TIPS_TEXT } from '../../content/adminText';
import { useRefreshAfterWrite } from '../../hooks/useRefreshAfterWrite';
import { useToast } from '../../hooks/useToast';
import { staleRowOf } from '../../lib/apiErrors';

/** A tip's status changes and its deletion (each recorded in the activity by the API), then the list and activity refreshed. */
export function useTipActions() {
  const client = useApiClient();
  const toast = useToast();
  const refresh = useRefreshAfterWrite();
  const [busy, setBusy] = useState<string | null>(null);
  const [gone, setGone] = useState(false);

  const run = async (id: string, write: () => Promise<unknown>, done: string, failedText: string): Promise<boolean> => {
    setBusy(id);
    try {
      await write();
      toast.success(done);
      return true;
    } catch (failure) {
      if (staleRowOf(failure) === 'gone') setGone(true);
      else toast.error(failedText);
      return false;
    } finally {
      setBusy(null);
      await refresh('tips');
    }
  };

  return {
    busy,
    /** Someone else deleted a tip this page still listed. */
    gone,
    dismissGone: () => setGone(false),
    setStatus: (id: string, status: TipStatus) =>
      run(id, () => setTipStatus(client, id, status), TIPS_TEXT.statusSaved[status], TIPS_TEXT.statusFailed),
    remove: (id: string) => run(id, () => deleteTip(client, id), TIPS_TEXT.deleted, TIPS_TEXT.deleteFailed),
  };
}
