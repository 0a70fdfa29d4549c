/** SPEC §4 stock display. */
export const LOW_STOCK_LIMIT = 5;

export type StockStatus =
  | { kind: 'in'; label: null; canAdd: true }
  | { kind: 'low'; label: string; canAdd: true }
  | { kind: 'out'; label: string; canAdd: false };

export function stockStatus(stock: number): StockStatus {
  if (stock <= 0) return { kind: 'out', label: 'Out of stock', canAdd: false };
  if (stock <= LOW_STOCK_LIMIT) return { kind: 'low', label: `Only ${stock} left`, canAdd: true };
  return { kind: 'in', label: null, canAdd: true };
}
