import { describeEnvironment } from './describe';
import { startLocalEnvironment, type LocalEnvironment } from './environment';

/**
 * `npm start`: the whole stack on 127.0.0.1 (built site, API, AWS stand-ins), until Ctrl-C.
 * Settings: LOCAL_DATA_DIR, LOCAL_FRESH=1, LOCAL_PORT_OFFSET, PORT, LOCAL_EVENT_RETRY_BASE_MS,
 * PIPEDRIVE_API_TOKEN + PIPEDRIVE_COMPANY_DOMAIN (real Pipedrive instead of the local fake).
 */
async function main(): Promise<void> {
  let local: LocalEnvironment;
  try {
    local = await startLocalEnvironment({ serveSite: true });
  } catch (error) {
    // One line (e.g. which port is taken), no stack trace.
    console.error(`Error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  console.log(describeEnvironment(local));

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    local
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        console.error(error);
        process.exit(1);
      });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

void main();
