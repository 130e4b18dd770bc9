import { Type, type Static } from 'typebox';
import { IsoDateTime } from './common';

export const Role = Type.Enum(['visitor', 'admin']);
export type Role = Static<typeof Role>;

/** POST /auth/dev/session (local auth mode): an admin session needs the code the API printed at start. */
export const DevSessionInput = Type.Object(
  {
    role: Role,
    name: Type.String({ minLength: 1, maxLength: 80 }),
    code: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export type DevSessionInput = Static<typeof DevSessionInput>;

/** The user a bearer token stands for (GET /auth/me). */
export const SessionUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  role: Role,
});
export type SessionUser = Static<typeof SessionUser>;

export const DevSession = Type.Object({
  token: Type.String({ description: 'Bearer token (HS256 JWT)' }),
  user: SessionUser,
  expiresAt: IsoDateTime,
});
export type DevSession = Static<typeof DevSession>;
