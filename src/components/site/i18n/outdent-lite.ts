/**
 * Stands in for `outdent` in the site's bundles (gatsby-node.ts aliases it). The i18n plugin
 * uses it only to word a warning in development, so the text as written will do.
 */
export default function outdent(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((text, part, index) => `${text}${String(values[index - 1])}${part}`);
}
