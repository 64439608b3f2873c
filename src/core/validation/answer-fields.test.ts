import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { contentLanguageField, isoTime, keyedSchema, recordId, wholeNumber } from './answer-fields';

describe('answer fields, as the wire carries them', () => {
  it('an ISO time is what Date.toISOString writes, nothing looser', () => {
    const time = isoTime('When');
    expect(time.safeParse(new Date(0).toISOString()).success).toBe(true);
    expect(time.safeParse('2026-11-28 06:00').success).toBe(false);
    expect(time.safeParse(0).success).toBe(false);
  });

  it('a record id is a uuid; a language the API’s content code; a count whole and not negative', () => {
    expect(recordId('Id').safeParse('6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f').success).toBe(true);
    expect(recordId('Id').safeParse('42').success).toBe(false);
    expect(contentLanguageField('Lng').safeParse('ita').success).toBe(true);
    expect(contentLanguageField('Lng').safeParse('it').success).toBe(false);
    expect(wholeNumber('N').safeParse(0).success).toBe(true);
    expect(wholeNumber('N').safeParse(-1).success).toBe(false);
    expect(wholeNumber('N').safeParse(1.5).success).toBe(false);
  });

  it('a keyed schema holds its one key, described, and refuses any other in the document', () => {
    const schema = keyedSchema('deleted', 'The deleted id', z.string());
    expect(schema.parse({ deleted: 'x' })).toEqual({ deleted: 'x' });
    expect(schema.safeParse({}).success).toBe(false);
    expect(z.toJSONSchema(schema, { io: 'output' })).toMatchObject({
      properties: { deleted: { type: 'string', description: 'The deleted id' } },
      required: ['deleted'],
      additionalProperties: false,
    });
  });
});
