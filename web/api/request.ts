import { z } from 'zod';
import { type Envelope, envelopeSchema, messageSchema } from '../../contracts/envelope';
import { reportError } from '../errors/report-error';
import { ApiError } from './api-error';

// The one place the web app talks to the API: it posts JSON, checks the answer against the shared
// contract schemas and turns every failure into an ApiError. Failures worth an operator's attention
// (no connection, server errors, answers that break the contract) are reported to POST /log; 4xx
// answers are the API's verdict on the input (invalid TLD, rate limit) and are not.

const errorBodySchema = z.object({ messages: z.array(messageSchema) });

type PostOptions<T extends z.ZodType> = { path: string; body: unknown; item: T; signal?: AbortSignal };

export async function postEnvelope<T extends z.ZodType>({
  path,
  body,
  item,
  signal,
}: PostOptions<T>): Promise<Envelope<z.infer<T>>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Request-Type': 'web' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const supportId = reportError({ task: path, status: 0, message: `Network error: ${String(error)}` });
    throw new ApiError(0, [], supportId);
  }

  const json = await response.json().catch(() => undefined);

  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(json);
    const messages = parsed.success ? parsed.data.messages : [];
    const supportId =
      response.status >= 500
        ? reportError({
            task: path,
            status: response.status,
            message: messages[0]?.text ?? `HTTP ${response.status}`,
          })
        : undefined;
    throw new ApiError(response.status, messages, supportId);
  }

  const parsed = envelopeSchema(item).safeParse(json);
  if (!parsed.success) {
    const supportId = reportError({
      task: path,
      status: response.status,
      message: `Answer does not match the contract: ${parsed.error.message.slice(0, 1500)}`,
    });
    throw new ApiError(response.status, [], supportId);
  }
  return parsed.data as Envelope<z.infer<T>>;
}
