import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { API_ROUTES } from '../../src/server/api/api-routes';
import type { App } from '../../src/server/api/app';
import type { OpenApiDocument } from '../../src/server/http/openapi/build-document';
import { answerChecker, checkedFetch, type AnswerChecker } from './answer-check';

let checker: AnswerChecker | undefined;
const checkedApps = new WeakSet<App>();

/** Whether `app` checks its answers (answer-check.test.ts proves the hook is in place). */
export const isChecked = (app: App): boolean => checkedApps.has(app);

/**
 * The app with its `fetch` (and so `request`, which goes through it) checking every 2xx JSON
 * answer against /api/openapi.json: worker-setup.ts gives every app the API suite creates this.
 */
export function checkedApp(app: App): App {
  checker ??= answerChecker(
    JSON.parse(readFileSync(inject('apiDocumentFile'), 'utf8')) as OpenApiDocument,
    API_ROUTES,
  );
  app.fetch = checkedFetch(app.fetch, checker);
  checkedApps.add(app);
  return app;
}
