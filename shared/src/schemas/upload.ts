import { Type, type Static } from 'typebox';
import { IsoDateTime } from './common';

const Folder = Type.String({ pattern: '^[a-z0-9][a-z0-9_-]{0,63}$', description: 'Target folder; must be in the allow-list' });

/** GET /uploads/sign. */
export const UploadSignQuery = Type.Object({ folder: Type.Optional(Folder) }, { additionalProperties: false });
export type UploadSignQuery = Static<typeof UploadSignQuery>;

/** The cloud name the API answers to when it is the image host itself (no Cloudinary account configured). */
export const LOCAL_UPLOAD_CLOUD_NAME = 'beacon-local';

/** What the browser needs for a Cloudinary-style signed upload. */
export const UploadSignature = Type.Object({
  timestamp: Type.Integer({ description: 'Unix seconds; valid for one hour' }),
  signature: Type.String({ description: 'SHA-256 hex of the sorted signed parameters with the secret appended' }),
  apiKey: Type.String(),
  cloudName: Type.String(),
  folder: Type.String(),
});
export type UploadSignature = Static<typeof UploadSignature>;

/** The text fields of the multipart upload (the file itself travels in the `file` part). */
export const UploadFields = Type.Object(
  {
    api_key: Type.String({ minLength: 1, maxLength: 100 }),
    timestamp: Type.String({ pattern: '^[0-9]{1,12}$' }),
    signature: Type.String({ pattern: '^[0-9a-fA-F]{40,64}$' }),
    folder: Folder,
  },
  { additionalProperties: false },
);
export type UploadFields = Static<typeof UploadFields>;

/** Answer of the upload endpoint (the fields of the image host's answer that the site reads, plus a few more). */
export const UploadResult = Type.Object({
  secure_url: Type.String(),
  public_id: Type.String(),
  format: Type.String(),
  bytes: Type.Integer(),
  resource_type: Type.Literal('image'),
  created_at: IsoDateTime,
});
export type UploadResult = Static<typeof UploadResult>;

export const UploadParams = Type.Object({ cloudName: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) }, { additionalProperties: false });
export type UploadParams = Static<typeof UploadParams>;
