/** How many related products a product page shows. */
export const RELATED_PRODUCTS = 4;

/** The catalogue request behind them: one more, as the product itself is in its category. */
export const relatedProductsRequest = (categoryId: string) => ({
  category: categoryId,
  pageSize: RELATED_PRODUCTS + 1,
});
