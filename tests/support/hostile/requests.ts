import fc from 'fast-check';
import { filler, wrongValue, type FieldKind, type JsonLike } from './kinds';
import type { AttackContext, FieldSet, Recipe } from './recipe';
import { forgedAuthorization } from './forged-auth';
import { hostileText, hugeText, notAUuid, RawJson, shortHostileText } from './values';

/** One request of the attack, as sent. */
export interface HostileRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** What makes it bad, for the failure message. */
  attack: string;
  /** True when a 2xx is acceptable (see Recipe.inert and Recipe.generic). */
  lenient: boolean;
  /** True when the error answer is another service's (see Recipe.foreignErrors). */
  foreignErrors?: boolean;
}

/** JSON text of a value, with RawJson numbers written as they are. */
export function toJsonText(value: JsonLike): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    // Own keys only, so a `__proto__` key set with defineProperty is written like any other.
    const entries = Object.keys(value).map(
      (key) => `${JSON.stringify(key)}:${toJsonText((value as Record<string, JsonLike>)[key]!)}`,
    );
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

function setPath(target: Record<string, JsonLike>, path: string, value: JsonLike | undefined) {
  const keys = path.split('.');
  let node: Record<string, JsonLike> = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (
      next === null ||
      typeof next !== 'object' ||
      Array.isArray(next) ||
      next instanceof RawJson
    ) {
      return; // the parent itself was replaced by a wrong value
    }
    node = next;
  }
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete node[last];
  else
    Object.defineProperty(node, last, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

/** Every field of the right type, parents before children (so nested values land inside). */
function skeleton(set: FieldSet): fc.Arbitrary<Record<string, JsonLike>> {
  const paths = Object.keys(set.fields).sort((a, b) => a.split('.').length - b.split('.').length);
  return fc.tuple(...paths.map((p) => filler(set.fields[p]!))).map((values) => {
    const out: Record<string, JsonLike> = {};
    paths.forEach((path, i) => setPath(out, path, values[i]));
    return out;
  });
}

interface Broken {
  value: Record<string, JsonLike>;
  what: string;
}

/** A skeleton with one field certainly wrong: a wrong value, or a required field left out. */
export function brokenFields(set: FieldSet): fc.Arbitrary<Broken> | undefined {
  const breakable = Object.entries(set.fields).filter(
    ([, kind]) => !(kind.kind === 'text' && kind.max === undefined),
  );
  const options: fc.Arbitrary<{ path: string; value: JsonLike | undefined }>[] = [];
  if (breakable.length) {
    options.push(
      fc
        .constantFrom(...breakable)
        .chain(([path, kind]: [string, FieldKind]) =>
          wrongValue(kind).map((value) => ({ path, value: value as JsonLike | undefined })),
        ),
    );
  }
  if (set.required?.length) {
    options.push(fc.constantFrom(...set.required).map((path) => ({ path, value: undefined })));
  }
  if (!options.length) return undefined;
  return fc.tuple(skeleton(set), fc.oneof(...options), fc.boolean()).map(([base, cut, proto]) => {
    setPath(base, cut.path, cut.value);
    if (proto) {
      // Prototype-pollution keys ride along; the request is refused for the broken field anyway.
      setPath(base, '__proto__', { userType: 'A', isAdmin: true });
      setPath(base, 'constructor', { prototype: { userType: 'A' } });
    }
    const shown = cut.value === undefined ? 'left out' : 'wrong';
    return { value: base, what: `${cut.path} ${shown}` };
  });
}

/** Bodies that are not a JSON object at all. */
export const malformedBody: fc.Arbitrary<{ text: string; what: string }> = fc.oneof(
  fc
    .constantFrom('', '{', '{"a":', 'null', '[]', '[{}]', '42', '"text"', 'true', "{'a':1}")
    .map((text) => ({ text, what: 'not a JSON object' })),
  shortHostileText.map((s) => ({ text: s, what: 'not JSON' })),
  fc.constant({ text: '['.repeat(50_000), what: 'deeply nested' }),
  // Over the 1 MB limit for every call but the file uploads.
  fc.constant({ text: JSON.stringify({ x: 'a'.repeat(6 * 1024 * 1024 + 10) }), what: 'over 6 MB' }),
);

/** A string value for a query field that its schema certainly refuses. */
function wrongQueryValue(kind: FieldKind): fc.Arbitrary<string> | undefined {
  switch (kind.kind) {
    case 'text':
      return kind.max === undefined ? undefined : hugeText;
    case 'uuid':
      return notAUuid.filter((s) => s.trim() !== '');
    case 'serial':
    case 'int':
      return fc.constantFrom(
        'abc',
        '-1',
        '1.5',
        '1e309',
        'NaN',
        "1' or 1=1 --",
        '99999999999999999999',
      );
    case 'enum':
      return hostileText.filter((s) => s.trim() !== '' && !kind.values.includes(s));
    default:
      return undefined;
  }
}

function queryFromFields(
  set: FieldSet,
): fc.Arbitrary<{ query: Record<string, string>; what: string }> | undefined {
  const options: fc.Arbitrary<{ query: Record<string, string>; what: string }>[] = [];
  for (const [name, kind] of Object.entries(set.fields)) {
    const wrong = wrongQueryValue(kind);
    if (wrong) options.push(wrong.map((v) => ({ query: { [name]: v }, what: `${name} wrong` })));
  }
  const required = set.required ?? [];
  if (required.length) {
    // Every required parameter left out, other junk sent instead.
    options.push(
      shortHostileText.map((v) => ({
        query: { junk: v },
        what: `${required.join(', ')} left out`,
      })),
    );
  }
  return options.length ? fc.oneof(...options) : undefined;
}

export function withQuery(path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** A route path with its parameters (`:cuid`, `*`) filled with garbage. */
export const garbagePath = (routePath: string): fc.Arbitrary<string> =>
  fc
    .tuple(
      ...routePath
        .split('/')
        .map((part) =>
          part.startsWith(':') || part === '*'
            ? shortHostileText.map(
                (s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?')) || '%20',
              )
            : fc.constant(part),
        ),
    )
    .map((parts) => parts.join('/'));

export const hasPathParameters = (routePath: string) => /\/(:|\*)/.test(routePath);

/**
 * The requests a caller with access sends: everything a recipe knows how to get wrong, each
 * with headers of that caller.
 */
export function shapeAttacks(
  method: string,
  routePath: string,
  recipe: Recipe,
  ctx: AttackContext,
  headers: Record<string, string>,
): fc.Arbitrary<HostileRequest> {
  const path = hasPathParameters(routePath) ? garbagePath(routePath) : fc.constant(routePath);
  const lenient = Boolean(recipe.inert || recipe.generic || recipe.foreignErrors);
  const make = (
    extra: { query?: Record<string, string>; body?: string; headers?: Record<string, string> },
    attack: string,
  ) =>
    path.map((p): HostileRequest => ({
      method,
      path: withQuery(p, extra.query),
      headers: { ...headers, ...extra.headers },
      ...(method === 'GET' ? {} : { body: extra.body ?? '' }),
      attack,
      lenient,
      ...(recipe.foreignErrors ? { foreignErrors: true } : {}),
    }));
  const options: fc.Arbitrary<HostileRequest>[] = [];
  const reads = method === 'GET';
  if (recipe.body && !reads) {
    options.push(malformedBody.chain((b) => make({ body: b.text }, `body ${b.what}`)));
    const broken = brokenFields(recipe.body);
    if (broken)
      options.push(broken.chain((b) => make({ body: toJsonText(b.value) }, `body: ${b.what}`)));
  }
  if (recipe.query) {
    const broken = queryFromFields(recipe.query);
    if (broken) options.push(broken.chain((q) => make({ query: q.query }, `query: ${q.what}`)));
  }
  const aimed = recipe.aimed?.(ctx);
  if (aimed) {
    options.push(
      aimed.chain((a) =>
        make(
          {
            query: a.query,
            headers: a.headers,
            body: a.body === undefined ? '' : toJsonText(a.body),
          },
          a.why,
        ),
      ),
    );
  }
  if (hasPathParameters(routePath)) options.push(make({}, 'garbage in the path'));
  if (!options.length || lenient) {
    // Nothing to get wrong: junk query parameters and bodies must still do no harm.
    options.push(
      fc
        .tuple(shortHostileText, hostileText)
        .chain(([k, v]) =>
          make({ query: { [k || 'q']: v }, body: toJsonText({ [k]: v }) }, 'junk the call ignores'),
        ),
    );
  }
  return fc.oneof(...options);
}

/** A caller without the access the route needs, dressed up in several ways. */
export function authAttacks(
  method: string,
  routePath: string,
  ctx: AttackContext,
  headers: Record<string, string>,
): fc.Arbitrary<HostileRequest> {
  const path = hasPathParameters(routePath) ? garbagePath(routePath) : fc.constant(routePath);
  const body = fc.oneof(
    malformedBody.map((b) => b.text),
    fc.constant('{}'),
    hostileText.map((s) => toJsonText({ _id: s })),
  );
  const auth = fc.oneof(
    fc.constant({} as Record<string, string>),
    forgedAuthorization().map((value) => ({ authorization: value })),
    forgedAuthorization().map((value) => ({ authorization: value, customer: ctx.victim.email })),
    hostileText.map((value) => ({ customer: value })),
  );
  const writes = method !== 'GET';
  return fc
    .tuple(path, auth, body, forgedAuthorization(), fc.boolean())
    .map(([p, forged, b, token, inBody]) => {
      const bare = token.replace(/^Bearer\s+/i, '');
      const headerless = Object.keys(forged).length === 0;
      // Without a header, the token rides where the spec puts it: the query string on reads
      // (spec 7) and, on writes, the query or the body beside the victim's email (spec 6).
      const bodyToken = headerless && writes && inBody;
      return {
        method,
        path: headerless && !bodyToken ? withQuery(p, { token: bare }) : p,
        headers: { ...headers, ...forged, 'content-type': 'application/json' },
        ...(writes
          ? { body: bodyToken ? toJsonText({ email: ctx.victim.email, token: bare }) : b }
          : {}),
        attack: bodyToken ? 'a forged token in the body' : 'without the access the call needs',
        lenient: false,
      };
    });
}

/**
 * The caller's own token in a write's body beside another customer's email (spec 6: "body on
 * writes"): refused, never obeyed, as with the `customer` header.
 */
export function bodyEmailAttack(
  method: string,
  routePath: string,
  ctx: AttackContext,
  token: string,
): fc.Arbitrary<HostileRequest> {
  const path = hasPathParameters(routePath) ? garbagePath(routePath) : fc.constant(routePath);
  return path.map((p) => ({
    method,
    path: p,
    headers: { 'content-type': 'application/json' },
    body: toJsonText({ email: ctx.victim.email, token }),
    attack: "the caller's token in the body with another customer's email",
    lenient: false,
  }));
}
