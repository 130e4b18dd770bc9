import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PurgeResult } from '@beacon/shared/schemas';
import { uploadSigners } from '../../../db/schema';
import type { Services } from '../../../services';
import type { AuditContext } from '../audit/audit-repository';
import { retentionCutoff } from './retention';

/**
 * Removes for good what was deleted longer ago than the restore window, with the uploaded images of those events
 * (unless an event that remains shows the same image). Each row gets an audit entry. An image the host fails to
 * delete is logged: its event is gone either way.
 */
export async function purgeDeleted(services: Services, context: AuditContext, log: FastifyBaseLogger): Promise<PurgeResult> {
  const now = services.clock();
  const cutoff = retentionCutoff(now);
  const bookings = await services.bookings.purge(cutoff, context);
  const events = await services.events.purge(cutoff, context);
  let images = 0;
  for (const event of events) {
    const publicId = event.imagePublicId;
    if (!publicId || (await services.events.imageInUse(publicId))) continue;
    try {
      if (await services.uploads.removeImage(publicId)) images += 1;
    } catch (error) {
      log.warn({ err: error, publicId }, 'purge: could not delete the event image');
    }
  }
  // Signers of uploads whose signature expired are of no further use.
  await services.db.delete(uploadSigners).where(lt(uploadSigners.expiresAt, now));
  return { bookings, events: events.length, images };
}
