/** One rule of public/_headers as Netlify's parser reads it. */
export interface HeaderRule {
  forRegExp: RegExp;
  values: Record<string, string>;
}

/**
 * The value the rules give a header for a path: every matching rule applies in file order and
 * a later one overrides an earlier one (netlify dev's headersForPath; gatsby-adapter-netlify
 * relies on it: its `/*` revalidate rule comes before each hashed file's year-long one).
 */
export function headerFor(rules: HeaderRule[], pathname: string, name: string): string | undefined {
  let value: string | undefined;
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [key, given] of Object.entries(rule.values)) {
      if (key.toLowerCase() === name.toLowerCase()) value = given;
    }
  }
  return value;
}

/** The files under the publish folder that Netlify serves for a path: itself, x.html, x/index.html. */
export function publishedFileCandidates(pathname: string): string[] {
  const trimmed = pathname.replace(/\/+$/, '');
  if (pathname.endsWith('/')) return [`${trimmed}/index.html`];
  return [trimmed, `${trimmed}.html`, `${trimmed}/index.html`];
}
