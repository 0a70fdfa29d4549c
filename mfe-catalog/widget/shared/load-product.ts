import { type ProductReading, readProduct } from '@ata/core/product';
import { getJson } from './embed.ts';

/** A failure an embed shows and reports (`ata:error`): its message is for the shopper. */
export class EmbedLoadError extends Error {}

export const UNREACHABLE = 'The shop could not be reached right now.';

/** A product by slug (core's embed reader); null when the shop does not know it (or answers nonsense). */
export async function loadProduct(
  shop: string,
  slug: string,
  signal?: AbortSignal,
): Promise<ProductReading | null> {
  const response = await getJson(`${shop}/api/products/${encodeURIComponent(slug)}`, signal);
  if (response.status === 404 || response.status === 400) return null;
  if (!response.ok) throw new EmbedLoadError(UNREACHABLE);
  return readProduct(await response.json());
}
