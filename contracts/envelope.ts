import { z } from 'zod';

// Every API answer has the spec's envelope: the payload in `data`, texts for people in `messages`.
export const messageSchema = z.object({
  text: z.string(),
  type: z.enum(['error', 'warning', 'info', 'success']),
  key: z.string().optional(),
  params: z.array(z.union([z.string(), z.number()])).optional(),
});
export type Message = z.infer<typeof messageSchema>;

export function envelopeSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), messages: z.array(messageSchema) });
}

export type Envelope<T> = { data: T[]; messages: Message[] };
