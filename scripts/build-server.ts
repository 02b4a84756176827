// The server as production runs it: one ES module bundled by esbuild from server/main.ts, so `npm start`
// runs plain Node instead of compiling TypeScript at every start. Packages stay in node_modules; the
// Prisma clients stay where `npm run db:generate` writes them (they load their engine files beside them).
import path from 'node:path';
import * as esbuild from 'esbuild';

export const SERVER_BUNDLE = path.resolve('dist/server/main.js');

const GENERATED_CLIENT = /\/generated\/prisma-(sqlite|postgresql)\/index\.js$/;

export async function buildServer(outfile = SERVER_BUNDLE): Promise<void> {
  await esbuild.build({
    entryPoints: [path.resolve('server/main.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'outside-the-bundle',
        setup(build) {
          build.onResolve({ filter: GENERATED_CLIENT }, (args) => ({
            path: path.relative(path.dirname(outfile), path.resolve(args.resolveDir, args.path)),
            external: true,
          }));
          // Packages are imported from node_modules at run time; the workspace's own adapter is bundled.
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@agora/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
