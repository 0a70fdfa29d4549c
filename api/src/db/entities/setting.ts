import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

export const SettingEntity = defineEntity({
  name: 'Setting',
  tableName: 'setting',
  properties: {
    id: uuidPrimaryKey(),
    key: p.string().length(100).unique(),
    value: p.text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type SettingRow = InferEntity<typeof SettingEntity>;
