import { toRouteName } from '../../core/routes/route-name';

/**
 * Route segments carry names in route form (spec section 2), in either language; a name
 * matches when its route form or its plain text equals the segment, ignoring case.
 */
export function matchesName(segment: string, names: string[]): boolean {
  const wanted = segment.trim().toLowerCase();
  const wantedRoute = toRouteName(segment).toLowerCase();
  return names.some(
    (name) =>
      name.trim().toLowerCase() === wanted || toRouteName(name).toLowerCase() === wantedRoute,
  );
}

export function idsMatching<T extends { id: number; name: string; itaName: string }>(
  segment: string,
  rows: T[],
): number[] {
  return rows.filter((row) => matchesName(segment, [row.name, row.itaName])).map((row) => row.id);
}
