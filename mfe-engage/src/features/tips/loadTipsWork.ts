type TipsWork = typeof import('./tipsWork');

let loading: Promise<TipsWork> | null = null;

/** The tips helpers, fetched once; a failed fetch may be retried. */
export function loadTipsWork(): Promise<TipsWork> {
  loading ??= import(/* webpackChunkName: "tips-work" */ './tipsWork').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
