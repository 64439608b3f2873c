import type { ImageFolder } from '../../../core/images/upload-rules';
import type { ADMIN_REFERENCE_ROUTES } from '../../../server/admin/reference/admin-reference-routes';
import type {
  AnswerOf,
  BodyOf,
  ClientPathOf,
  DeclaredRoute,
  Method,
} from '../../../server/http/route/define-route';
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

/** Every admin reference call's path after /api/ (admin_brands …), as the server declares it. */
export type ReferencePath = ClientPathOf<(typeof ADMIN_REFERENCE_ROUTES)[number]>;

export interface Lookup {
  call: ReferencePath;
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

export interface ReferenceDescriptor<
  R extends { _id: number },
  V extends FormValues,
  B = Record<string, unknown>,
> {
  /** Text keys of this list: adminReference.<key>.add, .newTitle, .editTitle … */
  key: string;
  /** The API call (admin_brands) and its answer keys. */
  call: ReferencePath;
  one: string;
  many: string;
  columns: Column<R>[];
  layout: FormLayout<V>;
  /** A new record's form. */
  blank: V;
  toValues: (record: R) => V;
  /** The whole record to POST, without `_id`. */
  toBody: (values: V) => B;
  check: (values: V) => Problems<V>;
  /** How the delete question names the record. */
  title: (record: R) => string;
  /** API body paths whose messages belong to a differently named form value. */
  apiFields?: Record<string, keyof V & string>;
}

type RouteWith<M extends Method> = DeclaredRoute & { declaration: { method: M } };

/** One list's three routes as the server declares them (admin-reference-routes.ts). */
export interface ReferenceRoutes {
  get: RouteWith<'GET'>;
  save: RouteWith<'POST'>;
  remove: RouteWith<'DELETE'>;
}

type Listed<C extends ReferenceRoutes> = AnswerOf<C['get']>;

/** A record as the list's GET answers it (the one list in its answer). */
export type ReferenceRecord<C extends ReferenceRoutes> = Extract<
  Listed<C>[keyof Listed<C>],
  readonly { _id: number }[]
>[number];

/**
 * What the form sends: the POST's body without `_id` and what a scope adds (`categoryId`). Also
 * a plain record, as the screen adds those to it.
 */
export type ReferenceBody<C extends ReferenceRoutes, Scoped extends string = never> = Omit<
  BodyOf<C['save']>,
  '_id' | Scoped
> &
  Record<string, unknown>;

/**
 * A list's descriptor bound to its declared routes: it sends their body to their path, and
 * reads their records, or `R`, the part of a record it shows (the compiler refuses a descriptor
 * whose `R` the records do not satisfy).
 */
export type DeclaredDescriptor<
  C extends ReferenceRoutes,
  V extends FormValues,
  R extends { _id: number } = ReferenceRecord<C>,
  Scoped extends string = never,
> =
  ReferenceRecord<C> extends R
    ? ReferenceDescriptor<R, V, ReferenceBody<C, Scoped>> & {
        call: ClientPathOf<C['get']> & ClientPathOf<C['save']> & ClientPathOf<C['remove']>;
        many: keyof Listed<C> & string;
      }
    : never;
