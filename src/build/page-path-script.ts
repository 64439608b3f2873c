import { cloneElement, isValidElement, type ReactNode } from 'react';

/** Gatsby's per-page statement in its inline `gatsby-script-loader` script. */
const PAGE_PATH_STATEMENT = /window\.pagePath=("(?:[^"\\]|\\.)*");/;

/** The same statement, the path read from the script's own data-page-path attribute. */
const PAGE_PATH_FROM_ATTRIBUTE = 'window.pagePath=document.currentScript.dataset.pagePath;';

/**
 * Gatsby writes `window.pagePath="/about";` into an inline script of every page, so that
 * script's text, and its hash, differs page by page: a Content-Security-Policy would have to
 * list one hash per page. Here the path moves into the script's data-page-path attribute (a
 * hash covers a script's text, not its attributes) and the script reads it from there, so
 * every page runs the same text and one site-wide policy allows it
 * (src/build/csp-headers.ts). window.pagePath gets the same value before Gatsby's app reads
 * it: the script is still an ordinary inline script in the same place. Pages without the
 * script (gatsby develop) are left as they are; a script of another shape stops the build, as
 * its per-page text would otherwise leave a page blocked.
 */
export function samePagePathScript(components: ReactNode[]): ReactNode[] {
  return components.map((component) => {
    if (!isValidElement(component) || component.key !== 'script-loader') return component;
    const props = component.props as { dangerouslySetInnerHTML?: { __html?: unknown } };
    const html = props.dangerouslySetInnerHTML?.__html;
    const found = typeof html === 'string' ? PAGE_PATH_STATEMENT.exec(html) : null;
    if (typeof html !== 'string' || !found?.[1]) {
      throw new Error(`Gatsby's gatsby-script-loader script has changed: ${String(html)}`);
    }
    const pagePath = JSON.parse(found[1]) as string;
    const text = html.replace(found[0], () => PAGE_PATH_FROM_ATTRIBUTE);
    return cloneElement(component, {
      'data-page-path': pagePath,
      dangerouslySetInnerHTML: { __html: text },
    } as Record<string, unknown>);
  });
}
