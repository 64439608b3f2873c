import type { ImageFolder } from '../../../core/images/upload-rules';
import type { FormValue } from '../../ui/forms/use-form';

/*
 * What one admin reference list is to the generic screen: its API call, its table, its form
 * and how a record becomes form values and back. Descriptors are plain data and pure functions
 * (unit tested); the screen does the rest once for every list.
 */

/** One form value: a text, a checkbox, or the ids of the records chosen. */
export type FieldValue = FormValue;
export type FormValues = Record<string, FieldValue>;

/** What the client's own checks can say about a field (texts: adminReference.problem.*). */
export type Problem =
  | 'required'
  | 'hex'
  | 'days'
  | 'countryCode'
  | 'money'
  | 'percent'
  | 'youtubeId'
  | 'email'
  | 'website'
  | 'imageKey'
  | 'sort';

export type Problems<V> = Partial<Record<keyof V & string, Problem>>;

/** A record another list offers as a choice (brands for a category menu, tax rates). */
export interface LookupRecord {
  _id: number;
  name: string;
  countryCode?: string;
  rateBp?: number;
}

export interface Lookup {
  call: string;
  many: string;
  label: (record: LookupRecord) => string;
}

interface FieldBase<V> {
  name: keyof V & string;
  /** Text key after "adminReference.field.". */
  label: string;
  /** Text key after "adminReference.hint.". */
  hint?: string;
  /** Italian text: the input gets lang="it". */
  lang?: 'it';
}

export type FieldSpec<V> = FieldBase<V> &
  (
    | {
        kind: 'text';
        maxLength: number;
        inputMode?: 'decimal' | 'numeric' | 'email' | 'url' | 'tel';
        /** Shown after the input: "€" or "%". */
        unit?: string;
      }
    | { kind: 'textarea'; maxLength: number }
    | { kind: 'check' }
    | { kind: 'color' }
    | { kind: 'image'; folder: ImageFolder }
    /** One record of another list, or none ('' → the empty choice). */
    | { kind: 'select'; lookup: Lookup; noneLabel: string }
    /** Any number of records of another list (values are their ids as text). */
    | { kind: 'checks'; lookup: Lookup }
  );

/** The form's rows: a single field, or fields side by side (English and Italian). */
export type FormLayout<V> = (FieldSpec<V> | FieldSpec<V>[])[];

/** A table cell: text, yes/no, an amount in cents, a colour swatch or a thumbnail. */
export type Cell =
  | string
  | { yes: boolean }
  | { cents: number }
  | { swatch: string; text: string }
  | { image: string; alt: string };

export interface Column<R> {
  /** Text key after "adminReference.field.". */
  label: string;
  cell: (record: R) => Cell;
  lang?: 'it';
}

export interface ReferenceDescriptor<R extends { _id: number }, V extends FormValues> {
  /** Text keys of this list: adminReference.<key>.add, .newTitle, .editTitle … */
  key: string;
  /** The API call (admin_brands) and its answer keys. */
  call: string;
  one: string;
  many: string;
  columns: Column<R>[];
  layout: FormLayout<V>;
  /** A new record's form. */
  blank: V;
  toValues: (record: R) => V;
  /** The whole record to POST, without `_id`. */
  toBody: (values: V) => Record<string, unknown>;
  check: (values: V) => Problems<V>;
  /** How the delete question names the record. */
  title: (record: R) => string;
  /** API body paths whose messages belong to a differently named form value. */
  apiFields?: Record<string, keyof V & string>;
}
