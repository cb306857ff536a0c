import path from 'node:path';
import { createServer } from 'vite';
import { repoRoot } from '../src/paths';
import { startLocalEnvironment, type LocalEnvironment } from './environment';
import { LOCAL_HOST } from './core/ports';
import { describeEnvironment } from './describe';

/**
 * `npm run dev`: the AWS stand-ins and the API/media server (no built site), plus Vite's dev server
 * with hot reload, which proxies /api, /media and /runtime-config.json to the local server.
 * VITE_PORT (default 5173) chooses the dev server's port.
 */
async function main(): Promise<void> {
  let local: LocalEnvironment;
  try {
    local = await startLocalEnvironment({ serveSite: false });
  } catch (error) {
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // web/vite.config.ts reads this when it is loaded.
  process.env.LOCAL_API_ORIGIN = local.urls.site;
  const vite = await createServer({
    configFile: path.join(repoRoot, 'web/vite.config.ts'),
    server: {
      host: LOCAL_HOST,
      port: Number(process.env.VITE_PORT ?? 5173),
      strictPort: true,
      proxy: { '/runtime-config.json': { target: local.urls.site } },
    },
  }).catch(async (error: unknown) => {
    await local.stop();
    throw error;
  });
  await vite.listen();
  const devUrl = vite.resolvedUrls?.local[0] ?? `http://${LOCAL_HOST}:${vite.config.server.port}/`;
  console.log(describeEnvironment(local, { 'Website (Vite dev server)': devUrl }));

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    Promise.all([vite.close(), local.stop()])
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Error: ${error.message}` : error);
  process.exit(1);
});
