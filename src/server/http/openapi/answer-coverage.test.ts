import { describe, expect, it } from 'vitest';
import { describedAnswers, unknownFields } from './answer-coverage';

const json = (schema: object) => ({ content: { 'application/json': { schema } } });

const document = {
  paths: {
    '/typed': {
      get: {
        responses: {
          200: json({
            type: 'object',
            properties: {
              name: { type: 'string' },
              blob: { description: 'says nothing of its type' },
              list: { type: 'array', items: {} },
              open: { type: 'object', additionalProperties: true },
              either: { anyOf: [{ type: 'string' }, { description: 'anything' }] },
            },
          }),
          400: json({ description: 'an error, not an answer' }),
        },
      },
    },
    '/loose': {
      post: {
        responses: {
          201: json({
            type: 'object',
            description: '{ id }. Described, not typed: see docs/api-*.md for the shapes.',
            properties: { id: { description: 'Its id' } },
          }),
        },
      },
    },
  },
};

describe('what a generated client cannot type', () => {
  it('names the success answers still described, not typed', () => {
    expect(describedAnswers(document)).toEqual(['POST /loose']);
  });

  it('finds every schema that says nothing of its type, wherever it is', () => {
    const typed = '/paths//typed/get/responses/200/content/application/json/schema';
    expect(unknownFields(document)).toEqual([
      `${typed}/properties/blob`,
      `${typed}/properties/list/items`,
      `${typed}/properties/open/additionalProperties`,
      `${typed}/properties/either/anyOf/1`,
      '/paths//typed/get/responses/400/content/application/json/schema',
      '/paths//loose/post/responses/201/content/application/json/schema/properties/id',
    ]);
  });
});
