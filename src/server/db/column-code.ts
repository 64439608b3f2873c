import type { z } from 'zod';

/**
 * Reads a text column whose check constraint keeps it to an enum's codes, typed as that enum:
 * a value outside them is a broken database, said so rather than answered.
 */
export function columnCode<T extends string>(schema: z.ZodEnum<{ [K in T]: K }>, column: string) {
  return (value: string): T => {
    const code = schema.safeParse(value);
    if (!code.success) throw new Error(`${column} holds "${value}", outside its check constraint`);
    return code.data;
  };
}
