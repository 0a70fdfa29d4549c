import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt } from './timestamps.ts';
import { UserEntity } from './user.ts';

/** Server-side login sessions: the cookie carries a random token, the table keeps its SHA-256. */
export const SessionEntity = defineEntity({
  name: 'Session',
  tableName: 'session',
  properties: {
    id: p.string().length(64).primary(),
    userId: () => p.manyToOne(UserEntity).mapToPk().fieldName('user_id').deleteRule('cascade').index(),
    expiresAt: p.datetime().columnType('timestamptz').index(),
    createdAt: createdAt(),
  },
});
export type SessionRow = InferEntity<typeof SessionEntity>;
