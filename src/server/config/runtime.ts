/** Netlify sets CONTEXT=production on the production deploy; NODE_ENV covers other hosts. */
export function isProduction(): boolean {
  return process.env.CONTEXT === 'production' || process.env.NODE_ENV === 'production';
}
