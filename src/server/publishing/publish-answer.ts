import * as z from 'zod';

const time = (what: string) => z.iso.datetime().nullable().describe(`${what}; null: never`);

/** `{ publish }`: GET and POST admin_publish (docs/api-admin.md, "Republish"). */
export const publishAnswerSchema = z.object({
  publish: z
    .object({
      stale: z.boolean().describe('The catalogue changed after the newest published build'),
      changedAt: time('When the catalogue or the site last changed'),
      publishedAt: time('When the newest published build read the database'),
      requestedAt: time('When a build was last asked for'),
      hook: z
        .enum(['netlify', 'local', 'custom', 'none'])
        .describe('Which builder BUILD_HOOK_URL reaches; none when it is unset'),
      phase: z
        .enum(['queued', 'building', 'idle'])
        .describe('A build asked for and not begun, one under way, or neither'),
      buildStartedAt: time('When the newest build read the database'),
      lastBuildSeconds: z
        .number()
        .int()
        .nullable()
        .describe('How long the newest finished build took; null: none yet'),
    })
    .describe(
      '{ stale, changedAt, publishedAt, requestedAt, hook, phase: queued | building | idle, ' +
        'buildStartedAt, lastBuildSeconds }',
    ),
});

export type PublishAnswer = z.output<typeof publishAnswerSchema>;
