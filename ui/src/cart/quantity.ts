/** A quantity starts at 1; anything typed that is not a number of at least 1 becomes 1 (no upper cap). */
export const MIN_QUANTITY = 1;

export function parseQuantity(typed: string): number {
  const value = Number(typed.trim());
  if (typed.trim() === '' || !Number.isFinite(value) || value < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.floor(value);
}
