import { StyleSheet } from '@beacon/shared/ui';

/** Helpers every page of the remote uses: a screen-reader-only class. */
const baseCss = `
.media-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
`;

/** A stylesheet of the media remote, with the remote's base helpers. */
export function Styles({ id, css }: { id: string; css: string }) {
  return (
    <>
      <StyleSheet name="mfe-media-base" css={baseCss} />
      <StyleSheet name={`mfe-media-${id}`} css={css} />
    </>
  );
}
