import fc from 'fast-check';
import {
  hostileText,
  hugeText,
  impossibleNumber,
  notANumber,
  notAString,
  notAUuid,
  shortHostileText,
  type JsonLike,
  unknownUuid,
} from './values';

/**
 * What the server requires of one field, as far as the attack needs to know: enough to build
 * a value that is certainly wrong (`wrongValue`) and one of the right shape (`filler`).
 * `max` is the field's length limit; a text without one is only attacked with wrong types.
 */
export type FieldKind =
  | { kind: 'text'; max?: number }
  | { kind: 'email' }
  | { kind: 'uuid' }
  /** A serial record id (positive integer). */
  | { kind: 'serial' }
  | { kind: 'int'; min: number; max?: number }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'bool' }
  | { kind: 'true' }
  | { kind: 'object' }
  | { kind: 'array' };

export type { JsonLike };

export const text = (max?: number): FieldKind => (max ? { kind: 'text', max } : { kind: 'text' });
export const email: FieldKind = { kind: 'email' };
export const uuid: FieldKind = { kind: 'uuid' };
export const serial: FieldKind = { kind: 'serial' };
export const int = (min: number, max?: number): FieldKind =>
  max === undefined ? { kind: 'int', min } : { kind: 'int', min, max };
export const oneOf = (...values: string[]): FieldKind => ({ kind: 'enum', values });
export const bool: FieldKind = { kind: 'bool' };
export const mustBeTrue: FieldKind = { kind: 'true' };
export const object: FieldKind = { kind: 'object' };
export const array: FieldKind = { kind: 'array' };

const notAnObject: fc.Arbitrary<JsonLike> = fc.oneof<fc.Arbitrary<JsonLike>[]>(
  shortHostileText,
  fc.integer(),
  fc.boolean(),
  fc.constant<JsonLike>([{}]),
);

/** A JSON value the field's schema certainly refuses. */
export function wrongValue(field: FieldKind): fc.Arbitrary<JsonLike> {
  switch (field.kind) {
    case 'text':
      return field.max === undefined ? notAString : fc.oneof(notAString, hugeText);
    case 'email':
      // None of these has an @ between two parts.
      return fc.oneof(
        notAString,
        shortHostileText.filter((s) => !s.includes('@')),
        hugeText,
      );
    case 'uuid':
      return fc.oneof(notAString, notAUuid);
    case 'serial':
      return fc.oneof(
        notANumber.filter((v) => typeof v !== 'string' || !/^\s*\d+\s*$/.test(v)),
        impossibleNumber,
      );
    case 'int': {
      const { min, max } = field;
      const outOfRange = fc.oneof(
        fc.integer({ min: -1_000_000, max: min - 1 }),
        max === undefined ? impossibleNumber : fc.integer({ min: max + 1 }),
      );
      return fc.oneof<fc.Arbitrary<JsonLike>[]>(notANumber, impossibleNumber, outOfRange);
    }
    case 'enum':
      return fc.oneof(
        notAString,
        hostileText.filter((s) => !field.values.includes(s)),
      );
    case 'bool':
      return fc.oneof(fc.constantFrom('true', 'false', 1, 0, 'yes'), shortHostileText);
    case 'true':
      return fc.constantFrom(false, 'true', 1, 'yes', 'on');
    case 'object':
      return notAnObject;
    case 'array':
      return fc.oneof<fc.Arbitrary<JsonLike>[]>(
        shortHostileText,
        fc.integer(),
        fc.constant<JsonLike>({ 0: 'a', length: 1 }),
      );
  }
}

/** A value of the right JSON type (its content hostile where text is allowed). */
export function filler(field: FieldKind): fc.Arbitrary<JsonLike> {
  switch (field.kind) {
    case 'text':
      return hostileText;
    case 'email':
      return fc.constantFrom('nobody@example.com', "o'brien@example.com", 'x+<script>@example.com');
    case 'uuid':
      return unknownUuid;
    case 'serial':
      return fc.integer({ min: 1, max: 2_000_000_000 });
    case 'int':
      return fc.integer({ min: field.min, max: field.max ?? field.min + 1000 });
    case 'enum':
      return fc.constantFrom(...field.values);
    case 'bool':
      return fc.boolean();
    case 'true':
      return fc.constant(true);
    case 'object':
      return fc.constant({});
    case 'array':
      return fc.constant([]);
  }
}
