import type { Config } from '@netlify/functions';
import { startupProblems } from '../src/server/api/deploy-settings';
import { getDb } from '../src/server/db/client';
import { createApp } from '../src/server/api/app';

const app = createApp({
  getDb,
  replayDevRetries: process.env.NETLIFY_DEV === 'true',
  settingsProblems: startupProblems(),
});

/** Pictures under /images/* that the last build did not publish (added since) come from here. */
export default (request: Request) => app.fetch(request);

export const config: Config = {
  path: '/images/*',
  // The build copies pictures into public/images: those are served as static files, and the
  // function answers only for pictures added since.
  preferStatic: true,
};
