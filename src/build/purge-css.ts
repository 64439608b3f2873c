import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PurgeCSS } from 'purgecss';

const STYLE_BLOCK = /<style data-href="(\/styles\.[\w]+\.css)"[^>]*>([\s\S]*?)<\/style>/;

async function filesUnder(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Gatsby inlines the whole global stylesheet (Bootstrap: ~225 KB) into every page, and a shop
 * page uses a tenth of it. This keeps the rules whose selectors appear in a built page or in a
 * script (components add classes such as `show` or `dropdown-menu` after hydration), and writes
 * the smaller sheet into every page. The stylesheet file stays whole: the next build inlines
 * it again, and must not start from this build's cut. Pages are read without their inlined
 * sheet, which names every selector and would keep them all.
 */
export async function purgeInlinedCss(
  publicDir: string,
): Promise<{ before: number; after: number }> {
  const htmlFiles = await filesUnder(publicDir, '.html');
  const scripts = (await readdir(publicDir)).filter((name) => name.endsWith('.js'));
  const pages = await Promise.all(
    htmlFiles.map(async (file) => ({ file, html: await readFile(file, 'utf8') })),
  );
  const href = pages.map((page) => STYLE_BLOCK.exec(page.html)?.[1]).find(Boolean);
  if (!href) return { before: 0, after: 0 };
  const cssFile = path.join(publicDir, href);
  const css = await readFile(cssFile, 'utf8');
  const content = [
    ...pages.map((page) => ({ raw: page.html.replace(STYLE_BLOCK, ''), extension: 'html' })),
    ...(await Promise.all(
      scripts.map(async (name) => ({
        raw: await readFile(path.join(publicDir, name), 'utf8'),
        extension: 'js',
      })),
    )),
  ];
  const [result] = await new PurgeCSS().purge({
    content,
    css: [{ raw: css }],
    // React-Bootstrap builds class names from a prefix at run time (`${bsPrefix}-dialog`), so
    // no file spells them out: the widgets it renders after hydration keep all their rules.
    // Attribute selectors (data-bs-popper, aria-*) stay whatever sets them.
    safelist: {
      standard: [
        /^toast-/,
        /^Toastify/,
        /^modal/,
        /^dropdown/,
        /^collaps/,
        /^fade$/,
        /^show$/,
        /^showing$/,
        /^navbar/,
        /^btn/,
      ],
      greedy: [/data-bs-/, /aria-/, /^modal/, /^dropdown/, /^navbar/, /^btn/],
    },
    keyframes: true,
    variables: false,
  });
  const purged = result?.css ?? css;
  await Promise.all(
    pages
      .filter((page) => STYLE_BLOCK.test(page.html))
      .map((page) =>
        writeFile(
          page.file,
          page.html.replace(STYLE_BLOCK, (block, _href: string, body: string) =>
            block.replace(body, () => purged),
          ),
        ),
      ),
  );
  return { before: css.length, after: purged.length };
}
