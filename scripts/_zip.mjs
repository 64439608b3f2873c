import { zipFunctions } from '@netlify/zip-it-and-ship-it';
const root = process.cwd();
const r = await zipFunctions('/tmp/cs/pre/functions', '/tmp/cs/prezip', {
  basePath: root, repositoryRoot: root,
  config: { '*': { nodeBundler: 'esbuild_zisi', externalNodeModules: ['sharp'], includedFilesBasePath: root, nodeVersion: '20',
    includedFiles: ['node_modules/async-function/require.mjs','node_modules/async-generator-function/require.mjs','node_modules/generator-function/require.mjs'] } },
  manifest: '/tmp/cs/prezip/manifest.json',
});
console.log(JSON.stringify(r.map(f => ({ name: f.name, bundler: f.bundler, routes: f.routes, size: f.size })), null, 1));
