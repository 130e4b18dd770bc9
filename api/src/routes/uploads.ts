import type { MultipartFile } from '@fastify/multipart';
import { Compile } from 'typebox/compile';
import { UploadFields, UploadParams, UploadResult, UploadSignQuery, UploadSignature } from '@beacon/shared/schemas';
import { HttpError, InputError } from '../http/errors';
import { fieldsFromValidation, type ValidationIssue } from '../http/validation';
import { SIGNATURE_TTL_SECONDS, signParams, signatureMatches } from '../uploads/signature';
import { sniffImage } from '../uploads/sniff';
import { bearerAuth, errorResponses, type RoutePlugin } from './common';

const checkFields = Compile(UploadFields);

/** Reads the multipart body: text fields (trimmed) and at most one `file` part, which must fit the size limit. */
async function readUpload(parts: AsyncIterableIterator<MultipartFile | { type: 'field'; fieldname: string; value: unknown }>) {
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file !== null) {
        part.file.resume();
        throw new InputError({ [part.fieldname]: 'only one file, in the field "file", is accepted' });
      }
      file = await part.toBuffer();
    } else {
      fields[part.fieldname] = typeof part.value === 'string' ? part.value.trim() : '';
    }
  }
  return { fields, file };
}

/** Signed image uploads, Cloudinary-style (spec §7 "Image host"). */
export const uploadRoutes: RoutePlugin = async (app, { services }) => {
  const { requireAdmin, uploads, config, clock } = services;

  app.get(
    '/uploads/sign',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['uploads'],
        summary: 'Sign an upload to an allowed folder (admin). The server decides what is signed.',
        security: bearerAuth,
        querystring: UploadSignQuery,
        response: { 200: UploadSignature, ...errorResponses },
      },
    },
    async (request) => {
      const folder = request.query.folder ?? 'events';
      if (!config.uploadFolders.includes(folder)) throw new InputError({ folder: `is not an allowed upload folder (${config.uploadFolders.join(', ')})` });
      const timestamp = Math.floor(clock().getTime() / 1000);
      return { timestamp, signature: signParams({ folder, timestamp }, uploads.apiSecret), apiKey: uploads.apiKey, cloudName: uploads.cloudName, folder };
    },
  );

  // With Cloudinary credentials the browser uploads to Cloudinary itself; otherwise this API is the image host.
  if (uploads.mode !== 'local') return;

  app.post(
    '/uploads/:cloudName/image/upload',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Receive a signed image upload (local image host)',
        description:
          'multipart/form-data with the fields file, api_key, timestamp, signature and folder, as for the image host. PNG, JPEG, GIF or WebP (checked by content), at most 5 MB; the signature must be under an hour old.',
        consumes: ['multipart/form-data'],
        params: UploadParams,
        response: { 200: UploadResult, ...errorResponses },
      },
    },
    async (request) => {
      if (request.params.cloudName !== uploads.cloudName) throw new HttpError(404, `Unknown cloud name "${request.params.cloudName}".`);
      if (!request.isMultipart()) throw new HttpError(415, 'Send the upload as multipart/form-data.');
      let body: Awaited<ReturnType<typeof readUpload>>;
      try {
        body = await readUpload(request.parts());
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new HttpError(413, `The file is larger than ${Math.round(config.uploadMaxBytes / 1024 / 1024)} MB.`);
        }
        if (error instanceof app.multipartErrors.FilesLimitError) throw new InputError({ file: 'only one file is accepted' });
        throw error;
      }
      const { fields, file } = body;
      if (!checkFields.Check(fields)) throw new InputError(fieldsFromValidation(checkFields.Errors(fields) as ValidationIssue[], 'body'));
      if (fields.api_key !== uploads.apiKey) throw new HttpError(401, 'Unknown api_key.');
      const timestamp = Number(fields.timestamp);
      const age = clock().getTime() / 1000 - timestamp;
      if (age > SIGNATURE_TTL_SECONDS || age < -300) throw new HttpError(401, 'Stale request: the signature timestamp is more than one hour old.');
      const signed = { folder: fields.folder, timestamp: fields.timestamp };
      if (!signatureMatches(signed, uploads.apiSecret, fields.signature)) throw new HttpError(401, 'Invalid signature.');
      if (!config.uploadFolders.includes(fields.folder)) throw new InputError({ folder: 'is not an allowed upload folder' });
      if (!file || file.length === 0) throw new InputError({ file: 'is required' });
      const type = sniffImage(file);
      if (!type) throw new InputError({ file: 'must be a PNG, JPEG, GIF or WebP image' });
      const saved = await uploads.storage.save(fields.folder, file, type);
      return {
        secure_url: `${config.publicUrl}/media/uploads/${saved.relativePath}`,
        public_id: saved.publicId,
        format: type.format,
        bytes: file.length,
        resource_type: 'image' as const,
        created_at: clock().toISOString(),
      };
    },
  );
};
