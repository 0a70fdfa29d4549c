import { amountDueKobo } from '@ata/core/cart';
import { koboToNairaText, subtotalKobo } from '@ata/core/money';
import type { OrderItem } from '@ata/core/order';

/**
 * The money an order records, from the lines it keeps: `totalAmount`, the subtotal as numeric text (the
 * figure the payload carries, without delivery), and `amountDueKobo`, what paying online charges.
 */
export const orderAmounts = (items: readonly OrderItem[]) => ({
  totalAmount: koboToNairaText(subtotalKobo(items)),
  amountDueKobo: amountDueKobo(items),
});
