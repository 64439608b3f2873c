import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { API_ERROR_MESSAGES, type ApiErrorCode } from '../../core/api-errors';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * An answer the client is meant to see. `message` is the English text (for the spec's error
 * catalogue, word for word); `code` is a stable key the client translates with its locale files.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
  }

  toJSON(): { code: string; message: string; fields?: FieldError[] } {
    return this.fields.length
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message };
  }
}

export const badRequest = (message: string, fields: FieldError[] = []) =>
  new ApiError(400, 'BAD_REQUEST', message, fields);

export const unauthorised = () =>
  new ApiError(401, 'UNAUTHORISED', API_ERROR_MESSAGES.UNAUTHORISED);

export const forbidden = () => new ApiError(403, 'FORBIDDEN', API_ERROR_MESSAGES.FORBIDDEN);

export const notFound = (what = 'That') => new ApiError(404, 'NOT_FOUND', `${what} was not found`);
