import { createQueryClient } from '@ata/ui';
import { hydrateFromServer } from '@ata/ui/server-state.ts';
import { stockQueryDefaults } from '../cart/stock-check.ts';
import { quoteQueryDefaults } from '../checkout/quote.ts';

/** One cache for this remote's page app and its drawer parcel (two React roots), from the server's render of the page. */
export const queryClient = hydrateFromServer(createQueryClient(), 'mfe_cart_checkout');
queryClient.setQueryDefaults(['cart-stock'], stockQueryDefaults);
queryClient.setQueryDefaults(['checkout-quote'], quoteQueryDefaults);
