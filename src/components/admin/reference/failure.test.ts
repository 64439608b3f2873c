import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../state/api-client';
import { explainSaveFailure, fieldMessage, usedByLines } from './failure';

/** A stand-in for i18next's t: the key and its options, so a test sees what was asked. */
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key;

describe('usedByLines', () => {
  it('reads where a refused delete is used, with the counts, in the page language', () => {
    const err = new ApiCallError(
      'IN_USE',
      'This record is still in use: used by 12 products',
      409,
      [
        { field: 'products', message: 'Used by 12 products' },
        { field: 'sub-categories', message: 'Used by 1 sub-category' },
        { field: 'address book entries', message: 'Used by 3 address book entries' },
        { field: 'default', message: 'Used as the shop default rate' },
      ],
    );
    expect(usedByLines(err, t)).toEqual([
      'adminReference.usedBy.products {"count":12,"defaultValue":"Used by 12 products"}',
      'adminReference.usedBy.subCategories {"count":1,"defaultValue":"Used by 1 sub-category"}',
      'adminReference.usedBy.addressBookEntries {"count":3,"defaultValue":"Used by 3 address book entries"}',
      'adminReference.usedBy.default {"count":1,"defaultValue":"Used as the shop default rate"}',
    ]);
  });

  it('has nothing to say about other failures', () => {
    expect(usedByLines(new ApiCallError('NOT_FOUND', 'x', 404), t)).toEqual([]);
    expect(usedByLines(new Error('x'), t)).toEqual([]);
  });
});

describe('explainSaveFailure', () => {
  const form = ['name', 'bannerImage', 'sort'];

  it('puts a duplicate name beside the name field', () => {
    const err = new ApiCallError('ALREADY_EXISTS', 'A brand with that name already exists', 409, [
      { field: 'name', message: 'A brand with that name already exists' },
    ]);
    expect(explainSaveFailure(err, t, form)).toEqual({
      fields: {
        name: 'adminReference.duplicate.name {"defaultValue":"A brand with that name already exists"}',
      },
      alert: 'formField.fixErrors',
    });
  });

  it('maps API paths to the form values and translates known messages', () => {
    const err = new ApiCallError('BAD_REQUEST', 'bad', 400, [
      { field: 'banner.image', message: 'Not a valid image key' },
      { field: 'name', message: 'At most 100 characters' },
    ]);
    expect(explainSaveFailure(err, t, form, { 'banner.image': 'bannerImage' })).toEqual({
      fields: {
        bannerImage: 'adminReference.problem.imageKey',
        name: 'formField.tooLong {"max":100}',
      },
      alert: 'formField.fixErrors',
    });
  });

  it('puts messages for fields the form lacks, and field-less errors, in the alert', () => {
    const stray = new ApiCallError('BAD_REQUEST', 'bad', 400, [
      { field: 'brandIds', message: 'Unknown brand' },
    ]);
    expect(explainSaveFailure(stray, t, form)).toEqual({
      fields: {},
      alert: 'adminReference.problem.unknownBrand',
    });
    expect(explainSaveFailure(new ApiCallError('NOT_FOUND', 'x', 404), t, form)).toEqual({
      fields: {},
      alert: 'error.NOT_FOUND',
    });
    expect(explainSaveFailure(new Error('boom'), t, form).alert).toBe('error.GENERIC');
  });

  it('leaves messages it does not know as the server wrote them', () => {
    expect(fieldMessage('Something new', t)).toBe('Something new');
  });
});
