import type { SiteSettings } from '../../../core/site/site-settings';
import { looksLikeEmail } from '../../../core/forms/field-problems';
import { NAVIGATION_ITEMS } from '../../../core/site/navigation-items';
import { siteField, type SiteField } from './site-fields';
import { CONTENT_LANGUAGES } from '../../../core/routes/languages';
import { sectionPaths, type SiteSection } from './site-sections';
import type { FormValue } from '../../ui/forms/use-form';

/**
 * A section's form: its values by settings path ("colors.back"), the same names the server's
 * field errors use. Sizes stay text while typed; languages and menu orders are lists.
 */
export type SiteForm = Record<string, FormValue>;

/** What is wrong with a value: a translation key under adminSite.problem and its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

const IMAGE_URL_PREFIX = '/images/';
const IMAGE_KEY = /^[a-z0-9_-][a-z0-9_.-]*(\/[a-z0-9_-][a-z0-9_.-]*)*$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const WHOLE_NUMBER = /^\d+$/;

function valueAt(source: unknown, path: string): unknown {
  let value = source;
  for (const part of path.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  const last = parts.pop() as string;
  let node = target;
  for (const part of parts) {
    const next = node[part];
    if (typeof next === 'object' && next !== null) node = next as Record<string, unknown>;
    else node = node[part] = {};
  }
  node[last] = value;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

function toFormValue(field: SiteField, value: unknown): FormValue {
  switch (field.kind) {
    case 'check':
      return value === true;
    case 'int':
      return typeof value === 'number' ? String(value) : '';
    case 'order':
      return strings(value);
    case 'languages':
      return field.joined
        ? typeof value === 'string' && value !== ''
          ? value.split(',')
          : []
        : strings(value);
    default:
      return typeof value === 'string' ? value : '';
  }
}

/** The form a section starts with: what the site holds now. */
export function formFor(section: SiteSection, site: SiteSettings): SiteForm {
  const form: SiteForm = {};
  for (const path of sectionPaths(section)) {
    form[path] = toFormValue(siteField(path), valueAt(site, path));
  }
  return form;
}

const text = (value: FormValue | undefined): string => (typeof value === 'string' ? value : '');
const list = (value: FormValue | undefined): string[] => (Array.isArray(value) ? value : []);

function toBodyValue(field: SiteField, value: FormValue | undefined): unknown {
  switch (field.kind) {
    case 'check':
      return value === true;
    case 'int':
      return Number(text(value).trim());
    case 'order':
      return list(value);
    case 'languages':
      return field.joined ? list(value).join(',') : list(value);
    case 'email':
    case 'image':
      return text(value).trim();
    default:
      return text(value);
  }
}

/** The body of the section's write: every key of the sections it replaces, nothing else. */
export function bodyFor(section: SiteSection, form: SiteForm): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const path of sectionPaths(section)) {
    setAt(body, path, toBodyValue(siteField(path), form[path]));
  }
  return body;
}

/** The key a picture's value stands for: addresses the API hands out are /images/<key>. */
export function imageKey(value: string): string {
  const trimmed = value.trim();
  return trimmed.startsWith(IMAGE_URL_PREFIX) ? trimmed.slice(IMAGE_URL_PREFIX.length) : trimmed;
}

const isImageKey = (key: string) => key.length <= 300 && IMAGE_KEY.test(key);

/** The address a picture's value shows at ('' when there is none or it is no key yet). */
export function pictureAddress(value: string): string {
  const key = imageKey(value);
  return key !== '' && isImageKey(key) ? `${IMAGE_URL_PREFIX}${key}` : '';
}

const distinct = (items: readonly string[]) => new Set(items).size === items.length;

function problemOf(field: SiteField, value: FormValue | undefined): FieldProblem | undefined {
  switch (field.kind) {
    case 'text': {
      const typed = text(value);
      if (typed.length > field.max) return { key: 'tooLong', values: { max: field.max } };
      if (field.pattern && !field.pattern.test(typed)) return { key: field.format ?? 'format' };
      return undefined;
    }
    case 'email': {
      const typed = text(value).trim();
      return typed === '' || looksLikeEmail(typed) ? undefined : { key: 'email' };
    }
    case 'color':
      return COLOR.test(text(value)) ? undefined : { key: 'color' };
    case 'int': {
      const typed = text(value).trim();
      const number = Number(typed);
      return WHOLE_NUMBER.test(typed) && number >= field.min && number <= field.max
        ? undefined
        : { key: 'range', values: { min: field.min, max: field.max } };
    }
    case 'image': {
      const key = imageKey(text(value));
      return key === '' || (key.length <= 300 && IMAGE_KEY.test(key))
        ? undefined
        : { key: 'image' };
    }
    case 'order': {
      const items = list(value);
      const known = items.every((item) => (NAVIGATION_ITEMS as readonly string[]).includes(item));
      return known && distinct(items) ? undefined : { key: 'order' };
    }
    case 'languages': {
      const items = list(value);
      const known = items.every((item) => (CONTENT_LANGUAGES as readonly string[]).includes(item));
      return items.length > 0 && known && distinct(items) ? undefined : { key: 'languages' };
    }
    default:
      return undefined;
  }
}

/** The client's own checks, by path: they spare a round trip, the server checks again. */
export function checkForm(section: SiteSection, form: SiteForm): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const path of sectionPaths(section)) {
    const problem = problemOf(siteField(path), form[path]);
    if (problem) problems[path] = problem;
  }
  return problems;
}

/**
 * The form field a server field error belongs to: the path itself, or the list it points into
 * ("navigation.menuOrderL.2" → "navigation.menuOrderL"); undefined when the form has none.
 */
export function formFieldOf(serverField: string, paths: readonly string[]): string | undefined {
  if (paths.includes(serverField)) return serverField;
  return paths.find((path) => serverField.startsWith(`${path}.`));
}
