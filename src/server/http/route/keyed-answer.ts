import { describedAnswer, type TypedAnswer } from './define-route';

/**
 * An answer holding one thing under one key (`{ countries }`, `{ post }`), described as
 * `{ key }: what`; `A` is the whole answer's type.
 */
export function keyedAnswer<A extends object>(key: keyof A & string, what: string): TypedAnswer<A> {
  return describedAnswer<A>({ description: `{ ${key} }: ${what}`, keys: { [key]: what } });
}
