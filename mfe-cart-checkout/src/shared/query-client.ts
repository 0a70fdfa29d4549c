import { createQueryClient } from '@ata/ui';
import { stockQueryDefaults } from '../cart/stock-check.ts';

/** One cache for this remote's page app and its drawer parcel (two React roots). */
export const queryClient = createQueryClient();
queryClient.setQueryDefaults(['cart-stock'], stockQueryDefaults);
