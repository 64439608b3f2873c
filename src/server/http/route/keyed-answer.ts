import { describedAnswer, type TypedAnswer } from './define-route';

/** An answer of one key, as the document says it: `{ key }: what it holds`. */
export const oneKey = (key: string, what: string) => ({
  description: `{ ${key} }: ${what}`,
  keys: { [key]: what },
});

/**
 * An answer holding one thing under one key (`{ countries }`, `{ post }`), described as
 * `{ key }: what`; `A` is the whole answer's type.
 */
export function keyedAnswer<A extends object>(key: keyof A & string, what: string): TypedAnswer<A> {
  return describedAnswer<A>(oneKey(key, what));
}
