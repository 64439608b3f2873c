import type { z } from 'zod';
import type { ReadCachePolicy } from '../../../core/cdn/cache-policy';

/**
 * Who may call a route, as its middleware decides: `public` reads no token, `visitor` reads one
 * when sent (optionalAuth: a stale token makes the caller a visitor), `customer` and `admin`
 * refuse a call without a valid token (401) or, for `admin`, from anyone else (403).
 */
export type Access = 'public' | 'visitor' | 'customer' | 'admin';

export const TAGS = {
  system: 'The function itself: health and this document.',
  catalogue: 'Reference lists, products and their reviews; read by every page.',
  content: 'The sample blog.',
  account: 'Sign-up, sign-in, passwords, the profile and the customer’s own data.',
  contact: 'The contact form, its captcha and the newsletter.',
  cart: 'The server-side cart: visitors and customers alike.',
  checkout: 'Paying for a cart and placing the order; paying a requested balance.',
  'admin-site': 'Site settings and republishing.',
  'admin-catalogue': 'Reference data, products, pictures, CSV imports and exports.',
  'admin-orders': 'Orders, their actions and the sales dashboard.',
  'admin-people': 'Review moderation, contact messages and customer accounts.',
} as const;

export type Tag = keyof typeof TAGS;

/** Statuses a route may answer besides its success; 400/401/403 are added from its inputs and access. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/** What a successful call answers. */
export interface Answer {
  status?: 200 | 201 | 202;
  description: string;
  /**
   * The answer's shape when a zod schema describes it. Otherwise `keys` names its top-level
   * fields (each with what it holds) and the document says the shape is described, not typed.
   */
  schema?: z.ZodType;
  keys?: Record<string, string>;
  /** Top-level fields only some answers hold (say in each's text when). */
  optionalKeys?: Record<string, string>;
  /** A download instead of JSON. */
  mediaType?: 'text/csv';
}

/** One route of the API, keyed `METHOD /path` (under /api, path parameters as `{name}`). */
export interface OperationSpec {
  summary: string;
  tag: Tag;
  access: Access;
  description?: string;
  /** The schema the route validates its query string with; its fields become parameters. */
  query?: z.ZodObject;
  /** Each `{name}` of the path with the schema the route checks it with. */
  path?: Record<string, z.ZodType>;
  /** Headers the route reads besides the credentials, each with what it carries. */
  headers?: Record<string, string>;
  /** The schema the route validates its JSON body with. */
  body?: z.ZodType;
  /** A DELETE that names its target in the query or in the body: the body may be left out. */
  bodyOptional?: boolean;
  /**
   * The route reads its input leniently and never answers 400 for it (a dead payment link is
   * 404, whatever is wrong with it).
   */
  lenientInput?: boolean;
  answer: Answer;
  /** A public read a shared cache may keep: the document adds its 304. */
  cache?: ReadCachePolicy;
  /** Refusals beyond bad input and access, with when they happen (docs/api-*.md). */
  errors?: Partial<Record<ErrorStatus, string>>;
}

export type RouteTable = Record<string, OperationSpec>;
