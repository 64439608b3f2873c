import { createTranslate, type Texts, type Translate } from '../../../core/i18n/translate';

/**
 * Stands in for the `i18next` package in the site's bundles (gatsby-node.ts aliases it): the
 * i18n plugin's wrapPageElement makes an instance per page from the page's locale nodes and
 * hands it to react-i18next's provider (also stood in for, ./react-i18next-lite). Only what
 * the plugin calls is here; the texts are read by core/i18n/translate.
 */

type Resources = Readonly<Record<string, Readonly<Record<string, Texts>>>>;

interface InitOptions {
  resources?: Resources;
  lng?: string;
  defaultNS?: string | readonly string[];
  fallbackNS?: string | false | readonly string[];
}

const asList = (value: string | false | readonly string[] | undefined): readonly string[] =>
  typeof value === 'string' ? [value] : value || [];

/**
 * One t() per language and namespace order: the plugin makes a new instance on every render
 * of the page element, and react-i18next's t stayed the same function across them (effects
 * that depend on t would otherwise run again).
 */
const TRANSLATES = new Map<string, Translate>();

function translateFor(language: string, resources: Resources, order: readonly string[]): Translate {
  const id = `${language}|${order.join(',')}`;
  let translate = TRANSLATES.get(id);
  if (!translate) {
    const texts = resources[language] ?? {};
    translate = createTranslate(
      language,
      order.map((ns) => texts[ns] ?? {}),
    );
    TRANSLATES.set(id, translate);
  }
  return translate;
}

export class I18n {
  language = '';
  private resources: Resources = {};
  private order: readonly string[] = [];
  t: Translate = (key) => key;

  init(options: InitOptions): this {
    this.resources = options.resources ?? {};
    this.order = [...asList(options.defaultNS), ...asList(options.fallbackNS)];
    this.changeLanguage(options.lng ?? '');
    return this;
  }

  changeLanguage(language: string): Promise<Translate> {
    this.language = language;
    this.t = translateFor(language, this.resources, this.order);
    return Promise.resolve(this.t);
  }
}

const i18next = { createInstance: (): I18n => new I18n() };
export default i18next;
