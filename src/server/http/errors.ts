import type { ContentfulStatusCode } from 'hono/utils/http-status';

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
    readonly code: string,
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

export const unauthorised = () => new ApiError(401, 'UNAUTHORISED', 'You must be logged in');

export const forbidden = () => new ApiError(403, 'FORBIDDEN', 'You are not allowed to do that');

export const notFound = (what = 'That') => new ApiError(404, 'NOT_FOUND', `${what} was not found`);
