import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['up', 'down']),
  time: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const adminHealthResponseSchema = healthResponseSchema.extend({
  user: z.object({ uid: z.string(), email: z.string() }),
});
export type AdminHealthResponse = z.infer<typeof adminHealthResponseSchema>;
