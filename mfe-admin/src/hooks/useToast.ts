import { useMemo } from 'react';
import { App } from 'antd';
import { TOAST_SECONDS } from '../content/adminText';

export interface Toast {
  success: (text: string) => void;
  error: (text: string) => void;
}

/** The admin toasts: antd messages that hide after TOAST_SECONDS (needs antd's App around the area). */
export function useToast(): Toast {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      success: (text: string) => void message.success({ content: text, duration: TOAST_SECONDS }),
      error: (text: string) => void message.error({ content: text, duration: TOAST_SECONDS }),
    }),
    [message],
  );
}
