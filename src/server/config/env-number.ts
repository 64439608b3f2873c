/**
 * A positive whole number from the environment. Empty counts as unset (a copied .env.example
 * leaves `NAME=`), and a value that is not a positive whole number stops the process with its
 * name rather than becoming 0 or NaN somewhere deep inside.
 */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive whole number, not "${raw}"`);
  }
  return value;
}
