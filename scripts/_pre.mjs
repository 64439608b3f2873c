import { build } from 'esbuild';
import { mkdirSync, writeFileSync } from 'node:fs';
const out = '/tmp/cs/pre/functions';
mkdirSync(out, { recursive: true });
const r = await build({
  entryPoints: ['functions/api.mts'], bundle: true, platform: 'node', format: 'esm', target: 'node20',
  outfile: out + '/api.mjs', minify: process.argv[2] === 'min', minifyWhitespace: true, metafile: true,
  external: ['sharp', 'pg-native', 'stripe', '@paypal/paypal-server-sdk', 'axios', 'nodemailer'],
  banner: { js: "import { createRequire as __prebundleCreateRequire } from 'node:module';\nvar require = __prebundleCreateRequire(import.meta.url);" },
  logLevel: 'warning',
});
writeFileSync('/tmp/cs/meta2.json', JSON.stringify(r.metafile));
