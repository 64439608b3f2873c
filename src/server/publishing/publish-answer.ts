import * as z from 'zod';

const when = z.iso.datetime().nullable();

/** GET and POST admin_publish's answer: whether the static site is behind, and its build. */
export const publishAnswerSchema = z.object({
  publish: z
    .object({
      stale: z.boolean().describe('The site is behind the database'),
      changedAt: when.describe('The last page-changing save (ISO 8601)'),
      publishedAt: when.describe('When the published site’s data was read'),
      requestedAt: when.describe('When a build was last asked for'),
      hook: z.enum(['netlify', 'local', 'custom', 'none']).describe('What the build hook calls'),
      phase: z.enum(['queued', 'building', 'idle']),
      buildStartedAt: when.describe('When the running or last build began reading'),
      lastBuildSeconds: z.number().int().nullable().describe('How long the last build took'),
    })
    .describe(
      '{ stale, changedAt, publishedAt, requestedAt, hook, phase: queued | building | idle, ' +
        'buildStartedAt, lastBuildSeconds }',
    ),
});

export type PublishAnswer = z.output<typeof publishAnswerSchema>;
