import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { API_ERROR_MESSAGES } from '../../core/api-errors';
import type { AppEnv } from './env';

interface BodyRule {
  maxSize: number;
  code: keyof typeof API_ERROR_MESSAGES;
}

const MB = 1024 * 1024;

/** Every call but the few below: JSON forms, far under this. */
export const DEFAULT_BODY_RULE: BodyRule = { maxSize: 1 * MB, code: 'TOO_LARGE' };

/**
 * A Netlify function refuses a buffered request over 6 MB before our code runs, so no limit
 * may be larger; locally this is the limit itself. A 4 MB picture is 5.33 MB of base64 and
 * fits with room for the JSON around it (docs/decisions.md, "Admin images").
 */
export const LARGE_BODY_LIMIT = 6 * MB;

/** The calls that carry a file, by path; everything else keeps DEFAULT_BODY_RULE. */
export const LARGE_BODY_RULES: Readonly<Record<string, BodyRule>> = {
  '/api/admin_image': { maxSize: LARGE_BODY_LIMIT, code: 'IMAGE_TOO_LARGE' },
  '/api/admin_product_import': { maxSize: LARGE_BODY_LIMIT, code: 'TOO_LARGE' },
  '/api/admin_product_update_stock_level': { maxSize: LARGE_BODY_LIMIT, code: 'TOO_LARGE' },
};

function limitFor({ maxSize, code }: BodyRule): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json({ code, message: API_ERROR_MESSAGES[code] }, 413),
  });
}

/** Answers 413 (JSON, with the rule's code) for a body over its path's limit. */
export function requestBodyLimits(): MiddlewareHandler<AppEnv> {
  const byPath = new Map(
    Object.entries(LARGE_BODY_RULES).map(([path, rule]) => [path, limitFor(rule)]),
  );
  const standard = limitFor(DEFAULT_BODY_RULE);
  return (c, next) => (byPath.get(c.req.path) ?? standard)(c, next);
}
