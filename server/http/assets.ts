import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const ASSET_BASE = '/build/';
export const CLIENT_ENTRY = 'resources/app.tsx';

/** The client's script and style tags, and the version the protocol compares. */
export interface ClientAssets {
  version: string;
  /** Tags for the document head; `nonce` marks the inline scripts a development server needs. */
  headTags(nonce: string): string;
  /** Extra CSP sources the assets need (development only). */
  devCsp: boolean;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** The production build in public/build, read once from Vite's manifest. */
export function builtAssets(buildDir = path.resolve('public/build')): ClientAssets {
  const manifestPath = path.join(buildDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) {
    throw new Error(`No client build at ${manifestPath}: run \`npm run build\` first.`);
  }
  const raw = fs.readFileSync(manifestPath, 'utf8');
  const manifest = JSON.parse(raw) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`The client build has no entry ${CLIENT_ENTRY}.`);
  const styles = (entry.css ?? []).map((file) => `<link rel="stylesheet" href="${ASSET_BASE}${file}">`);
  const preloads = (entry.imports ?? [])
    .map((name) => manifest[name]?.file)
    .filter(Boolean)
    .map((file) => `<link rel="modulepreload" href="${ASSET_BASE}${file}">`);
  const tags = [...styles, ...preloads, `<script type="module" src="${ASSET_BASE}${entry.file}"></script>`].join('');
  return {
    version: createHash('sha256').update(raw).digest('hex').slice(0, 16),
    headTags: () => tags,
    devCsp: false,
  };
}

/** Vite's development server: hot reload, with React Fast Refresh's preamble as a nonce'd script. */
export function developmentAssets(): ClientAssets {
  return {
    version: 'development',
    devCsp: true,
    headTags: (nonce) =>
      [
        `<script type="module" nonce="${nonce}">import RefreshRuntime from "${ASSET_BASE}@react-refresh";` +
          'RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};' +
          'window.$RefreshSig$=()=>(type)=>type;window.__vite_plugin_react_preamble_installed__=true;</script>',
        `<script type="module" src="${ASSET_BASE}@vite/client"></script>`,
        `<script type="module" src="${ASSET_BASE}${CLIENT_ENTRY}"></script>`,
      ].join(''),
  };
}
