import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { Config, TipsNotifyConfig } from '../config';
import type { Db } from '../db/client';
import { outbox, tipMessages, tipNotices, tips } from '../db/schema';
import { HOUR_MS, hourOf } from './hours';

const EMAILJS_SEND = 'https://api.emailjs.com/api/v1.0/email/send';

const hhmm = (at: Date): string => at.toISOString().slice(11, 16);

/**
 * What staff are told: that something arrived in a given hour, and where to read it. No content, no count, no
 * receipt, no time finer than the hour; the notice itself is sent at the end of that hour, never at arrival.
 */
export function noticeText(hour: Date, siteUrl: string, organisation: string): { subject: string; message: string } {
  const end = new Date(hour.getTime() + HOUR_MS);
  return {
    subject: `${organisation} tip line: something new arrived`,
    message: `Something new arrived on the tip line between ${hhmm(hour)} and ${hhmm(end)} UTC on ${hour.toISOString().slice(0, 10)}. Read it in the tips inbox: ${siteUrl}/admin/tips`,
  };
}

export interface StaffNotices {
  /** Sends the notice for the hour before `now`'s if anything arrived in it and no instance sent it yet; true when sent. */
  runHour(now: Date): Promise<boolean>;
}

type Send = (params: Record<string, string>, hour: Date) => Promise<void>;

/** The local stand-in records the notice in the outbox, as the local e-mail relay records what the site sends. */
const toOutbox =
  (db: Db): Send =>
  async (params, hour) => {
    await db.insert(outbox).values({
      id: randomUUID(),
      serviceId: 'local_service',
      templateId: 'local_template',
      userId: 'local-public-key',
      libVersion: null,
      templateParams: params,
      via: 'json',
      createdAt: new Date(hour.getTime() + HOUR_MS),
    });
  };

/** EmailJS's REST API (the account must allow API calls from non-browser applications). */
const toEmailJs =
  (emailJs: NonNullable<TipsNotifyConfig['emailJs']>, fetchImpl: typeof fetch): Send =>
  async (params) => {
    const response = await fetchImpl(EMAILJS_SEND, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        service_id: emailJs.serviceId,
        template_id: emailJs.templateId,
        user_id: emailJs.publicKey,
        ...(emailJs.privateKey ? { accessToken: emailJs.privateKey } : {}),
        template_params: params,
      }),
    });
    if (!response.ok) throw new Error(`EmailJS answered ${response.status}`);
  };

/** The hourly notice to staff, or null when TIPS_NOTIFY_EMAIL is not set. */
export function staffNotices(db: Db, config: Config, fetchImpl: typeof fetch): StaffNotices | null {
  const notify = config.tips.notify;
  if (!notify) return null;
  const send = notify.emailJs ? toEmailJs(notify.emailJs, fetchImpl) : toOutbox(db);
  return {
    runHour: async (now) => {
      const end = hourOf(now);
      const start = new Date(end.getTime() - HOUR_MS);
      const [arrived] = await db
        .select({ any: sql<number>`1` })
        .from(tips)
        .where(
          or(
            and(gte(tips.receivedAt, start), lt(tips.receivedAt, end)),
            sql`EXISTS (SELECT 1 FROM ${tipMessages} WHERE ${tipMessages.tipId} = ${tips.id} AND ${eq(tipMessages.author, 'source')}
              AND ${tipMessages.at} >= ${start} AND ${tipMessages.at} < ${end})`,
          ),
        )
        .limit(1);
      await db.delete(tipNotices).where(lt(tipNotices.hour, new Date(end.getTime() - 24 * HOUR_MS)));
      if (!arrived) return false;
      // One instance wins the hour; the others see the row and send nothing.
      const claimed = await db.insert(tipNotices).values({ hour: start }).onConflictDoNothing().returning({ hour: tipNotices.hour });
      if (claimed.length === 0) return false;
      const text = noticeText(start, config.siteUrl, config.organisationName);
      await send({ to_email: notify.to, from_name: `${config.organisationName} tip line`, from_email: '', ...text }, start);
      return true;
    },
  };
}

/** Runs the notice just after each hour ends, on every instance (the database lets one send it). */
export function scheduleStaffNotices(app: FastifyInstance, notices: StaffNotices | null, clock: () => Date): void {
  if (!notices) return;
  let timer: NodeJS.Timeout | null = null;
  const run = async (): Promise<void> => {
    try {
      await notices.runHour(clock());
    } catch (error) {
      app.log.error({ err: error instanceof Error ? error.message : 'failed' }, 'the hourly tips notice was not sent');
    }
  };
  const next = (): void => {
    const now = clock().getTime();
    timer = setTimeout(
      () => {
        void run().finally(next);
      },
      hourOf(new Date(now)).getTime() + HOUR_MS - now + 1000,
    );
    timer.unref();
  };
  app.addHook('onReady', async () => next());
  app.addHook('onClose', async () => {
    if (timer) clearTimeout(timer);
  });
}
