import { createQueryClient } from '@ata/ui';

/** One cache for this remote's page app and its drawer parcel (two React roots). */
export const queryClient = createQueryClient();
