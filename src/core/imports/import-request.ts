import * as z from 'zod';

/** Body of both imports: the file's text and whether to only check it or to write it. */
export const importRequestSchema = z.strictObject({
  csv: z.string({ error: 'Send the file as text in "csv"' }),
  mode: z.enum(['preview', 'apply'], { error: 'Use preview or apply' }),
});

export type ImportRequest = z.output<typeof importRequestSchema>;
