import { z } from 'zod';

/** `?boxes=1,2`: the boxes chosen in My stuff, worth sharing with a return or collection. */
export const funnelBoxesSearch = z.object({
  // The router reads `?boxes=7` as the number 7 and `?boxes=7,8` as text.
  boxes: z.union([z.string(), z.number()]).optional().catch(undefined),
});
