import type { HostileRequest } from './requests';

export interface Answer {
  status: number;
  contentType: string;
  text: string;
}

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** The request as a failure shows it: method, path, the headers that matter and the body. */
export function describeRequest(req: HostileRequest): string {
  const headers = Object.entries(req.headers)
    .map(([k, v]) => `${k}: ${clip(v, 80)}`)
    .join('; ');
  const body = req.body === undefined ? '' : `\n  body: ${clip(JSON.stringify(req.body), 300)}`;
  return `${req.method} ${clip(req.path, 300)}  [${req.attack}]\n  headers: ${headers || '(none)'}${body}`;
}

/** What a message may never show: internals of the database, the code or the runtime. */
const LEAKS = [
  /syntax error at or near/i,
  /relation "[^"]*" does not exist/i,
  /violates [a-z ]*constraint/i,
  /invalid input syntax/i,
  /invalid byte sequence/i,
  /out of range for type/i,
  /duplicate key value/i,
  /column "[^"]*"/i,
  /\bdrizzle\b|\bpostgres(ql)?\b|\bpg_/i,
  /\b(TypeError|ReferenceError|RangeError|SyntaxError|ZodError)\b/,
  /\bat .+:\d+:\d+\)?/,
  /\[object Object\]|undefined|NaN/,
];

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * The message without the quoted names it echoes from the request: a junk field called `NaN`
 * is the client's word, not an internal showing through.
 */
function withoutEchoes(message: string, req: HostileRequest): string {
  const sent = `${decoded(req.path)}\n${req.body ?? ''}`;
  return message.replace(/"([^"]+)"/g, (quoted, inner: string) =>
    sent.includes(inner) ? '""' : quoted,
  );
}

/** Why the answer to a request that should be refused is wrong; undefined when it is right. */
export function problemWith(req: HostileRequest, answer: Answer): string | undefined {
  if (answer.status >= 500) return `a server error (${answer.status})`;
  if (answer.status < 400) return req.lenient ? undefined : `accepted (${answer.status})`;
  if (req.foreignErrors) return undefined;
  if (!answer.contentType.includes('application/json'))
    return `a ${answer.status} that is not JSON`;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `a ${answer.status} whose JSON does not parse`;
  }
  if (body === null || typeof body !== 'object') return 'an error answer that is not an object';
  const { code, message } = body as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(code)) return 'no error code';
  if (typeof message !== 'string' || message.trim() === '') return 'no message';
  if (message.length > 500) return 'a message longer than any person reads';
  const ours = withoutEchoes(message, req);
  const leak = LEAKS.find((pattern) => pattern.test(ours));
  return leak ? `a message showing internals (${leak.source})` : undefined;
}
