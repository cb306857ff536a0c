import * as z from 'zod/mini';
import { ALL_DEMOS, demoCategoryIds } from './demo-tracks';
import { unknownDemoCategoryMessage } from './demo-messages';

/** Query of GET /api/demos: `category` is one of the categories or 'all' (the default). */
export const demoTracksQuerySchema = z.object({
  category: z._default(z.enum([ALL_DEMOS, ...demoCategoryIds], { error: unknownDemoCategoryMessage }), ALL_DEMOS),
});
export type DemoTracksQuery = z.output<typeof demoTracksQuerySchema>;
