/** The runtime config and remotes map a page boots with, inlined into index.html as a JSON data block (not code). */
import { BOOT_ELEMENT_ID, BOOT_MARKER, jsonForScript, type BootPayload } from '@beacon/shared/contract';

/** The template with the payload in place of its marker (read by loadBootPayload); as it is without a marker. */
export const inlineBootPayload = (template: string, payload: BootPayload): string =>
  template.replace(BOOT_MARKER, () => `<script id="${BOOT_ELEMENT_ID}" type="application/json">${jsonForScript(payload)}</script>`);
