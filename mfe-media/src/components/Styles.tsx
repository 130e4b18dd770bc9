import { StyleSheet } from '@beacon/shared/ui';

/** A stylesheet of the media remote, named under the remote's prefix. */
export function Styles({ id, css }: { id: string; css: string }) {
  return <StyleSheet name={`mfe-media-${id}`} css={css} />;
}
