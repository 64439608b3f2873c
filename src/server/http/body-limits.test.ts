import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_UPLOAD_BYTES } from '../../core/images/upload-rules';
import { DEFAULT_BODY_RULE, LARGE_BODY_LIMIT, LARGE_BODY_RULES } from './body-limits';

/** What Netlify accepts in a buffered function request (its documented 6 MB). */
const NETLIFY_REQUEST_LIMIT = 6 * 1024 * 1024;

describe('body limits', () => {
  it('never allow more than a Netlify function accepts', () => {
    expect(LARGE_BODY_LIMIT).toBeLessThanOrEqual(NETLIFY_REQUEST_LIMIT);
    for (const rule of Object.values(LARGE_BODY_RULES)) {
      expect(rule.maxSize).toBeLessThanOrEqual(NETLIFY_REQUEST_LIMIT);
    }
  });

  it('fit the largest picture allowed, base64 in its JSON body', () => {
    const body = JSON.stringify({
      chosenFile: {
        data_uri: `data:image/jpeg;base64,${'A'.repeat(Math.ceil(MAX_IMAGE_UPLOAD_BYTES / 3) * 4)}`,
        name: 'x'.repeat(255),
      },
      folder: 'products',
      email: 'someone.with.a.long.address@example.com',
    });
    expect(body.length).toBeLessThanOrEqual(LARGE_BODY_RULES['/api/admin_image']!.maxSize);
  });

  it('answer a picture too large as such, anything else as TOO_LARGE', () => {
    expect(LARGE_BODY_RULES['/api/admin_image']!.code).toBe('IMAGE_TOO_LARGE');
    expect(LARGE_BODY_RULES['/api/admin_product_import']!.code).toBe('TOO_LARGE');
    expect(LARGE_BODY_RULES['/api/admin_product_update_stock_level']!.code).toBe('TOO_LARGE');
    expect(DEFAULT_BODY_RULE).toEqual({ maxSize: 1024 * 1024, code: 'TOO_LARGE' });
  });
});
