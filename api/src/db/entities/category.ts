import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { createdAt, updatedAt, uuidPrimaryKey } from './timestamps.ts';

export const CategoryEntity = defineEntity({
  name: 'Category',
  tableName: 'category',
  properties: {
    id: uuidPrimaryKey(),
    name: p.string().length(200),
    slug: p.string().length(200).unique(),
    imageUrl: p.text().nullable(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type CategoryRow = InferEntity<typeof CategoryEntity>;
