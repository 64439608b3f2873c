import type { z } from 'zod';

/** Test-only: the messages a parse produced, keyed by field path. */
export function messagesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '(root)';
    (messages[key] ??= []).push(issue.message);
  }
  return messages;
}
