import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../../core/errors';
import { ApiCallError } from '../../../state/api-client';
import { fieldErrors, translatedMessage } from './field-errors';

/** A stand-in `t` that shows which key was asked for. */
const t = (key: string) => `<${key}>`;

const badRequest = (fields: { field: string; message: string }[]) =>
  new ApiCallError('BAD_REQUEST', 'Invalid body', 400, fields);

describe('fieldErrors', () => {
  it('translates catalogue messages back through their code, next to their fields', () => {
    const err = badRequest([
      { field: 'userName', message: ERROR_MESSAGES.ENTER_EMAIL },
      { field: 'password', message: ERROR_MESSAGES.NEW_PASSWORD_TOO_SHORT },
    ]);
    expect(fieldErrors(err, t, ['userName', 'password'])).toEqual({
      fields: { userName: '<error.ENTER_EMAIL>', password: '<error.NEW_PASSWORD_TOO_SHORT>' },
      alert: '',
    });
  });

  it('keeps the first message of a field and leaves unknown texts in English', () => {
    const err = badRequest([
      { field: 'nickName', message: 'At most 50 characters' },
      { field: 'nickName', message: ERROR_MESSAGES.ENTER_NICKNAME },
    ]);
    expect(fieldErrors(err, t, ['nickName']).fields).toEqual({
      nickName: 'At most 50 characters',
    });
  });

  it('puts messages for fields the form lacks in the alert', () => {
    const err = badRequest([{ field: 'lng', message: 'Use eng or ita' }]);
    expect(fieldErrors(err, t, ['userName'])).toEqual({ fields: {}, alert: 'Use eng or ita' });
  });

  it('shows a conflict on its field', () => {
    const err = new ApiCallError('NICKNAME_IN_USE', ERROR_MESSAGES.NICKNAME_IN_USE, 409);
    expect(
      fieldErrors(err, t, ['userName', 'nickName'], {
        EMAIL_IN_USE: 'userName',
        NICKNAME_IN_USE: 'nickName',
      }),
    ).toEqual({ fields: { nickName: '<error.NICKNAME_IN_USE>' }, alert: '' });
  });

  it('shows a failure without fields in the alert, unknown codes as the generic message', () => {
    const login = new ApiCallError('LOGIN_FAILED', ERROR_MESSAGES.LOGIN_FAILED, 401);
    expect(fieldErrors(login, t, ['userName'])).toEqual({
      fields: {},
      alert: '<error.LOGIN_FAILED>',
    });
    const odd = new ApiCallError('SOMETHING_NEW', 'Something new', 418);
    expect(fieldErrors(odd, t, []).alert).toBe('<error.GENERIC>');
    expect(fieldErrors(new TypeError('bug'), t, []).alert).toBe('<error.GENERIC>');
  });

  it('translates a single message', () => {
    expect(translatedMessage(ERROR_MESSAGES.LINK_INVALID, t)).toBe('<error.LINK_INVALID>');
    expect(translatedMessage('Something else', t)).toBe('Something else');
  });
});
