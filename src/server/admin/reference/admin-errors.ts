import { API_ERROR_MESSAGES } from '../../../core/api-errors';
import { violatedUniqueIndex } from '../../db/db-errors';
import { DomainError, type FieldError } from '../../../core/domain-error';

/** A product that keeps a record in use: the screen names it and links to its form. */
export interface UsingProduct {
  sku: string;
  name: string;
  itaName: string;
}

/** A reference record (a sub-category, a category) that keeps another in use. */
export interface UsingRecord {
  _id: number;
  name: string;
  itaName: string;
}

/**
 * One place a record is still used: `{ what: 'products', count: 12, message: 'Used by 12
 * products' }`; for products, `products` names the first few of them (by sku), for
 * sub-categories and categories `records` the first few (by name).
 */
export interface Usage {
  what: string;
  count: number;
  message: string;
  products?: UsingProduct[];
  records?: UsingRecord[];
}

export const usage = (what: string, count: number, one = what.replace(/s$/, '')): Usage => ({
  what,
  count,
  message: `Used by ${count} ${count === 1 ? one : what}`,
});

/** 409 IN_USE; the body adds `usedBy` so the screen can say where the record is used. */
export class InUseError extends DomainError {
  constructor(readonly usedBy: Usage[]) {
    super(
      'conflict',
      'IN_USE',
      `${API_ERROR_MESSAGES.IN_USE}: ${usedBy.map((u) => u.message.toLowerCase()).join(', ')}`,
      usedBy.map((u) => ({ field: u.what, message: u.message })),
    );
  }

  override toJSON() {
    return { ...super.toJSON(), usedBy: this.usedBy };
  }
}

/**
 * A write that ran into one of the resource's unique indexes becomes 409 ALREADY_EXISTS naming
 * the field; any other error is rethrown as it is.
 */
export function rethrowDuplicate(err: unknown, fieldsByIndex: Record<string, FieldError>): never {
  const index = violatedUniqueIndex(err);
  const field = index === undefined ? undefined : fieldsByIndex[index];
  if (field) throw new DomainError('conflict', 'ALREADY_EXISTS', field.message, [field]);
  throw err;
}

/** PostgreSQL 23503: a delete still referenced by a row that arrived after the usage check. */
export function isForeignKeyViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === '23503') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
