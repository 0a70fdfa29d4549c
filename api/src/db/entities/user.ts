import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

export const UserEntity = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: uuidPrimaryKey(),
    username: p.string().length(100).unique(),
    /** argon2id hash, never the password itself (see auth/password.ts). */
    password: p.string().length(300).hidden(),
    email: p.string().length(320).unique(),
    isAdmin: p.boolean().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type UserRow = InferEntity<typeof UserEntity>;
