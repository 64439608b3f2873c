import { createHash } from 'node:crypto';
import type { DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/** What a page holds that a Content-Security-Policy without 'unsafe-inline' decides on. */
export interface InlineCode {
  /** Each inline <script> the browser would run, by its CSP hash source ('sha256-…'). */
  scripts: { hash: string; text: string }[];
  /** Event-handler attributes (onclick=…) and javascript: links: no hash can allow them. */
  handlers: string[];
}

/**
 * The script types a browser runs, and so checks against script-src: classic scripts (no
 * type, or a JavaScript MIME type), modules, import maps and speculation rules. Anything else
 * (application/ld+json, JSON-LD's) is a data block the browser neither runs nor checks.
 */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
const RUN_TYPES = new Set(['module', 'importmap', 'speculationrules']);

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

function runs(script: Element): boolean {
  const type = attribute(script, 'type');
  if (type === undefined || type === '') {
    const language = attribute(script, 'language');
    return !language || JAVASCRIPT_TYPES.has(`text/${language.toLowerCase()}`);
  }
  const essence = type.trim().toLowerCase();
  return JAVASCRIPT_TYPES.has(essence) || RUN_TYPES.has(essence);
}

/** The CSP hash source of a script's text: base64 SHA-256 of its UTF-8 bytes (CSP 3). */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function textOf(element: Element): string {
  return element.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

/**
 * The inline code of an HTML page, read as a browser reads it (parse5, the HTML standard's
 * parser: line endings normalised as the browser does before it hashes).
 */
export async function inlineCode(html: string): Promise<InlineCode> {
  const { parse } = await import('parse5');
  const found: InlineCode = { scripts: [], handlers: [] };
  const visit = (node: Node) => {
    if (isElement(node)) {
      for (const { name, value } of node.attrs) {
        if (/^on/i.test(name)) found.handlers.push(`<${node.tagName} ${name}>`);
        if (/^\s*javascript:/i.test(value) && /^(href|src|action|formaction)$/i.test(name)) {
          found.handlers.push(`<${node.tagName} ${name}="javascript:…">`);
        }
      }
      if (node.tagName === 'script' && attribute(node, 'src') === undefined && runs(node)) {
        const text = textOf(node);
        // An empty inline script is never run, so never checked.
        if (text !== '') found.scripts.push({ hash: scriptHash(text), text });
      }
      if (node.tagName === 'template' && 'content' in node) {
        visit((node as DefaultTreeAdapterTypes.Template).content);
      }
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return found;
}
