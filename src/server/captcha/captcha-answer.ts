import * as z from 'zod';

/** A signed ALTCHA challenge as altcha-lib makes it (its Challenge type) and the widget reads it. */
export const captchaChallengeSchema = z.object({
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional()
    .describe('A code to type, when the challenge asks for one'),
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional().describe('Unix seconds'),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    })
    .describe('The challenge'),
  signature: z.string().optional().describe('Its signature'),
});
