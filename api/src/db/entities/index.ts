import { BlogPostEntity } from './blog-post.ts';
import { CartEntity, CartLineEntity } from './cart.ts';
import { CategoryEntity } from './category.ts';
import { DeliveryZoneEntity } from './delivery-zone.ts';
import { DiscountEntity, DiscountRedemptionEntity } from './discount.ts';
import { OrderEntity } from './order.ts';
import { OrderMessageEntity } from './order-message.ts';
import { OrderStatusChangeEntity } from './order-status-change.ts';
import { OutboxMessageEntity } from './outbox-message.ts';
import { PartnerEntity } from './partner.ts';
import { PaymentEventEntity } from './payment-event.ts';
import { PickupPointEntity } from './pickup-point.ts';
import { ProductEntity } from './product.ts';
import { ProductVariantEntity } from './product-variant.ts';
import { RecipeEntity } from './recipe.ts';
import { SessionEntity } from './session.ts';
import { SettingEntity } from './setting.ts';
import { UserEntity } from './user.ts';

export type { BlogPostRow } from './blog-post.ts';
export type { CartLineRow, CartRow } from './cart.ts';
export type { CategoryRow } from './category.ts';
export type { DeliveryZoneRow, StoredExpress } from './delivery-zone.ts';
export type { DiscountRedemptionRow, DiscountRow } from './discount.ts';
export type { OrderRow } from './order.ts';
export type { OrderMessageRow } from './order-message.ts';
export type { OrderStatusChangeRow } from './order-status-change.ts';
export type { OutboxMessageRow } from './outbox-message.ts';
export type { PartnerRow } from './partner.ts';
export type { PaymentEventRow } from './payment-event.ts';
export type { PickupPointRow } from './pickup-point.ts';
export type { ProductRow } from './product.ts';
export type { ProductVariantRow } from './product-variant.ts';
export type { RecipeRow } from './recipe.ts';
export type { SessionRow } from './session.ts';
export type { SettingRow } from './setting.ts';
export type { UserRow } from './user.ts';
export {
  BlogPostEntity,
  CartEntity,
  CartLineEntity,
  CategoryEntity,
  DeliveryZoneEntity,
  DiscountEntity,
  DiscountRedemptionEntity,
  OrderEntity,
  OrderMessageEntity,
  OrderStatusChangeEntity,
  OutboxMessageEntity,
  PartnerEntity,
  PaymentEventEntity,
  PickupPointEntity,
  ProductEntity,
  ProductVariantEntity,
  RecipeEntity,
  SessionEntity,
  SettingEntity,
  UserEntity,
};

export const entities = [
  CategoryEntity,
  ProductEntity,
  ProductVariantEntity,
  RecipeEntity,
  OrderEntity,
  BlogPostEntity,
  UserEntity,
  SettingEntity,
  SessionEntity,
  PaymentEventEntity,
  OrderMessageEntity,
  OrderStatusChangeEntity,
  OutboxMessageEntity,
  DeliveryZoneEntity,
  PickupPointEntity,
  DiscountEntity,
  DiscountRedemptionEntity,
  PartnerEntity,
  CartEntity,
  CartLineEntity,
];
