import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../state/api-client';
import { saveErrors } from './site-failure';
import { sectionPaths } from './site-sections';

const t = (key: string, values?: Record<string, unknown>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;
const refused = (fields: { field: string; message: string }[]) =>
  new ApiCallError('BAD_REQUEST', 'Bad request', 400, fields);

describe('a refused site settings write', () => {
  const paths = sectionPaths('page');

  it('puts field errors beside their inputs, lengths in the page language', () => {
    const errors = saveErrors(
      refused([
        { field: 'colors.back', message: 'a colour as #rrggbb' },
        { field: 'navigation.menuOrderL.1', message: 'Invalid option' },
        { field: 'banners.home.XL.image', message: 'At most 300 characters' },
      ]),
      t,
      paths,
    );
    expect(errors.fields).toEqual({
      'colors.back': 'adminSite.problem.invalid {"message":"a colour as #rrggbb"}',
      'navigation.menuOrderL': 'adminSite.problem.invalid {"message":"Invalid option"}',
      'banners.home.XL.image': 'adminSite.problem.tooLong {"max":300}',
    });
    expect(errors.alert).toBe('adminSite.fixErrors');
  });

  it('keeps errors about no field of the form in the alert', () => {
    const errors = saveErrors(
      refused([{ field: 'navigation', message: 'Unrecognized key' }]),
      t,
      paths,
    );
    expect(errors.fields).toEqual({});
    expect(errors.alert).toContain('navigation');
  });

  it('explains failures without fields by their code', () => {
    const errors = saveErrors(new ApiCallError('FORBIDDEN', 'Forbidden', 403), t, paths);
    expect(errors).toEqual({ fields: {}, alert: 'error.FORBIDDEN' });
  });
});
