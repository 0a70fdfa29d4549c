import type { Product } from '@ata/core/product';
import { Chip } from '@mui/material';

/** 'Out of Stock' when stock is 0 or less, 'Featured' when isFeatured is set. */
export function ProductMarks({ product }: { product: Pick<Product, 'stock' | 'isFeatured'> }) {
  return (
    <>
      {product.stock <= 0 && <Chip size="small" color="error" label="Out of Stock" component="span" />}
      {product.isFeatured && <Chip size="small" color="secondary" label="Featured" component="span" />}
    </>
  );
}
