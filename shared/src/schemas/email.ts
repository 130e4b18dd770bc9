import { Type, type Static } from 'typebox';
import { Id, IsoDateTime } from './common';

/** A template parameter value as @emailjs/browser sends it. */
export const TemplateParamValue = Type.Union([Type.String({ maxLength: 10000 }), Type.Number(), Type.Boolean(), Type.Null()]);
export type TemplateParamValue = Static<typeof TemplateParamValue>;

export const TemplateParams = Type.Record(Type.String({ maxLength: 100 }), TemplateParamValue, { maxProperties: 50 });
export type TemplateParams = Static<typeof TemplateParams>;

/** POST /api/v1.0/email/send: the JSON @emailjs/browser 4.x sends. */
export const EmailSendInput = Type.Object(
  {
    lib_version: Type.Optional(Type.String({ maxLength: 20 })),
    user_id: Type.String({ minLength: 1, maxLength: 100 }),
    service_id: Type.String({ minLength: 1, maxLength: 100 }),
    template_id: Type.String({ minLength: 1, maxLength: 100 }),
    template_params: Type.Optional(TemplateParams),
    accessToken: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type EmailSendInput = Static<typeof EmailSendInput>;

/** A message recorded by the local e-mail relay (GET /outbox). The captcha token is not kept. */
export const OutboxMessage = Type.Object({
  _id: Id,
  serviceId: Type.String(),
  templateId: Type.String(),
  userId: Type.String(),
  libVersion: Type.Union([Type.String(), Type.Null()]),
  templateParams: Type.Record(Type.String(), TemplateParamValue),
  via: Type.Enum(['json', 'form']),
  createdAt: IsoDateTime,
});
export type OutboxMessage = Static<typeof OutboxMessage>;

export const OutboxList = Type.Array(OutboxMessage);
export type OutboxList = Static<typeof OutboxList>;

export const OutboxQuery = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) },
  { additionalProperties: false },
);
export type OutboxQuery = Static<typeof OutboxQuery>;
