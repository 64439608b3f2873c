/* What the document says of every reference list's refusals (docs/api-admin.md). */

export const IN_USE =
  'IN_USE: the record is still used (the answer says where); nothing is deleted';
export const CLASH = 'ALREADY_EXISTS: a unique name or code clashes';

/** The DELETE's summary tail: the record is named in the query or the body. */
export const DELETE_TARGET = '(`?_id=` or the body)';
