import { z } from 'zod';

// POST /log: the web app reports its own failures (spec: level, id, task, server, status, message).
export const clientLogSchema = z.object({
  level: z.enum(['debug', 'info', 'warn', 'warning', 'error', 'fatal']),
  id: z.string().max(200).optional(),
  task: z.string().max(500).optional(),
  server: z.string().max(500).optional(),
  status: z.union([z.number().int().min(0).max(999), z.string().max(20)]).optional(),
  message: z.string().min(1).max(4000),
});
export type ClientLog = z.infer<typeof clientLogSchema>;
