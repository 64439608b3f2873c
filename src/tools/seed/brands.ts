/**
 * Invented brand names (none is a real trademark as far as we know). Brand names are not
 * translated, so itaName repeats the name; the column exists for brands that are.
 */
export interface BrandSeed {
  name: string;
  itaName: string;
}

export const BRANDS: readonly BrandSeed[] = [
  'Vela Milano',
  'Nord Trail',
  'Casa Ferri',
  'Lago Blu',
  'Monte Alto',
  'Atelier Serena',
  'Strada Nuova',
  'Volo Leggero',
  "Filo d'Oro",
  'Passo Urbano',
].map((name) => ({ name, itaName: name }));
