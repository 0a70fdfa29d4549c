import { CART_FORM_FIELDS, CART_FORM_PATHS } from '@ata/core/cart';
import { hasSizeChoice, initialVariant, type Product } from '@ata/core/product';
import type { FormEvent, ReactNode } from 'react';
import './card-add-form.css';

export interface CardAddFormProps {
  product: Product;
  onAdd: (product: Product) => void;
  /** The card's Add to Cart button, a submit button here. */
  children: ReactNode;
}

/**
 * The shop's Add to Cart on a card: a form posting to `/cart/add`, so it works before the page's scripts
 * run; once hydrated the add runs in the page and the post is cancelled. Kept apart from the card because
 * the partner widget (which has no cart on this origin) bundles the card and not this.
 */
export function CardAddForm({ product, onAdd, children }: CardAddFormProps) {
  const add = (event: FormEvent) => {
    event.preventDefault();
    onAdd(product);
  };
  // A product in sizes: the card adds the first size in stock (its button says the same).
  const firstSize = hasSizeChoice(product) ? initialVariant(product.variants ?? []) : undefined;
  return (
    <form method="post" action={CART_FORM_PATHS.add} className="cat-card__form" onSubmit={add}>
      <input type="hidden" name={CART_FORM_FIELDS.productId} value={product.id} />
      {firstSize && <input type="hidden" name={CART_FORM_FIELDS.variantId} value={firstSize.id} />}
      {children}
    </form>
  );
}
