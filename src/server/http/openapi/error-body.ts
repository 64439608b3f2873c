import * as z from 'zod';

/**
 * Every refusal's body (DomainError.toJSON in core/domain-error.ts). Loose: a few refusals carry more,
 * such as IN_USE's `usedBy` or an import's report.
 */
export const apiErrorBodySchema = z.looseObject({
  code: z.string().describe('Stable key the client translates (src/core/errors.ts, api-errors.ts)'),
  message: z.string().describe('English text; the error catalogue’s word for word'),
  fields: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('Each refused field, by its dotted path'),
});
