import type { MultipartFile } from '@fastify/multipart';
import { Compile } from 'typebox/compile';
import { UploadFields, UploadParams, UploadResult, UploadSignQuery, UploadSignature } from '@beacon/shared/schemas';
import { HttpError, InputError } from '../http/errors';
import { readMultipart, type MultipartForm } from '../http/multipart';
import { fieldsFromValidation, type ValidationIssue } from '../http/validation';
import { SIGNATURE_TTL_SECONDS, nextSignatureTimestamp, signParams, signatureMatches } from '../uploads/signature';
import { sniffImage } from '../uploads/sniff';
import { auditActorOf } from '../plugins/app/audit/context';
import { rememberSigner, signerOf } from '../plugins/app/audit/upload-signers';
import { bearerAuth, errorResponses, rateLimited, type RoutePlugin } from './common';

const checkFields = Compile(UploadFields);

const signatureUsed = () => new HttpError(401, 'This signature was already used: sign each upload.');

/** Signed image uploads, Cloudinary-style. */
export const uploadRoutes: RoutePlugin = async (app, { services }) => {
  const { requireAdmin, uploads, config, clock, db, audit } = services;

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
      if (!config.uploadFolders.includes(folder))
        throw new InputError({ folder: `is not an allowed upload folder (${config.uploadFolders.join(', ')})` });
      // Locally each signature stores one file, so each must differ: two signings in one second (on any
      // instance) get successive timestamps.
      const now = Math.floor(clock().getTime() / 1000);
      const timestamp = uploads.mode === 'local' ? await nextSignatureTimestamp(db, now) : now;
      const signature = signParams({ folder, timestamp }, uploads.apiSecret);
      // The upload itself carries no token: its audit entry names the admin who signed it.
      if (uploads.mode === 'local' && request.user) {
        await rememberSigner(db, signature, auditActorOf(request.user), new Date((timestamp + SIGNATURE_TTL_SECONDS) * 1000));
      }
      return {
        timestamp,
        signature,
        apiKey: uploads.apiKey,
        cloudName: uploads.cloudName,
        folder,
      };
    },
  );

  // With Cloudinary credentials the browser uploads to Cloudinary itself; otherwise this API is the image host.
  if (uploads.mode !== 'local') return;

  app.post(
    '/uploads/:cloudName/image/upload',
    {
      config: rateLimited(services),
      schema: {
        tags: ['uploads'],
        summary: 'Receive a signed image upload (local image host)',
        description:
          'multipart/form-data with the fields api_key, timestamp, signature and folder, then the file, as for the image host. PNG, JPEG, GIF or WebP (checked by content), at most 5 MB; the signature must be under an hour old and stores one file.',
        consumes: ['multipart/form-data'],
        params: UploadParams,
        response: { 200: UploadResult, ...errorResponses },
      },
    },
    async (request) => {
      if (request.params.cloudName !== uploads.cloudName) throw new HttpError(404, `Unknown cloud name "${request.params.cloudName}".`);
      /**
       * The signature is checked when the file part starts, before a byte of the file is read; it is spent
       * only once the whole request is found valid, so a refused upload leaves it usable.
       */
      const admit = async (part: MultipartFile, fields: Record<string, string>): Promise<void> => {
        if (part.fieldname !== 'file') throw new InputError({ file: 'only one file, in the field "file", is accepted' });
        if (!checkFields.Check(fields)) {
          const problems = fieldsFromValidation(checkFields.Errors(fields) as ValidationIssue[], 'body');
          throw new InputError({ ...problems, file: 'must come after the fields api_key, timestamp, signature and folder' });
        }
        if (fields.api_key !== uploads.apiKey) throw new HttpError(401, 'Unknown api_key.');
        const timestamp = Number(fields.timestamp);
        const age = clock().getTime() / 1000 - timestamp;
        if (age > SIGNATURE_TTL_SECONDS || age < -300)
          throw new HttpError(401, 'Stale request: the signature timestamp is more than one hour old.');
        if (!signatureMatches({ folder: fields.folder, timestamp: fields.timestamp }, uploads.apiSecret, fields.signature)) {
          throw new HttpError(401, 'Invalid signature.');
        }
        if (!config.uploadFolders.includes(fields.folder)) throw new InputError({ folder: 'is not an allowed upload folder' });
        if (await uploads.spent.wasSpent(fields.signature)) throw signatureUsed();
      };
      let form: MultipartForm;
      try {
        form = await readMultipart(request, admit);
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new HttpError(413, `The file is larger than ${Math.round(config.uploadMaxBytes / 1024 / 1024)} MB.`);
        }
        if (error instanceof app.multipartErrors.FilesLimitError) throw new InputError({ file: 'only one file is accepted' });
        throw error;
      }
      const { fields, file } = form;
      if (!file || file.length === 0) throw new InputError({ file: 'is required' });
      if (!checkFields.Check(fields)) throw new InputError(fieldsFromValidation(checkFields.Errors(fields) as ValidationIssue[], 'body'));
      const type = sniffImage(file);
      if (!type) throw new InputError({ file: 'must be a PNG, JPEG, GIF or WebP image' });
      // Two requests racing with one signature both pass the check above; only one spends it.
      const expiresAt = new Date((Number(fields.timestamp) + SIGNATURE_TTL_SECONDS) * 1000);
      if (!(await uploads.spent.spend(fields.signature, expiresAt))) throw signatureUsed();
      const saved = await uploads.storage.save(fields.folder, file, type);
      await audit.append({ actor: await signerOf(db, fields.signature), requestId: request.id }, [
        {
          action: 'image.uploaded',
          entity: 'image',
          entityId: saved.publicId,
          after: { publicId: saved.publicId, folder: fields.folder, format: type.format, bytes: file.length },
        },
      ]);
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
