import sesModule from 'aws-ses-v2-local';
import { PortInUseError, closeServer, localUrl } from './http-util';
import { LOCAL_HOST } from './ports';

export interface LocalSes {
  endpoint: string;
  /** The mail view (HTML) is at the root, the JSON store at /store. */
  storeUrl: string;
  stop(): Promise<void>;
}

type StartSes = typeof sesModule;
// The package is CommonJS with `exports.default`; depending on the loader (node ESM, tsx, vitest)
// the import yields the function or the module object around it.
const startSesServer: StartSes =
  typeof sesModule === 'function' ? sesModule : (sesModule as unknown as { default: StartSes }).default;

/** aws-ses-v2-local in-process. Its mail store lives in memory (per process). */
export async function startSes(port: number): Promise<LocalSes> {
  const server = await startSesServer({ host: LOCAL_HOST, port });
  // Express hands a listen error to the callback, which the package ignores: it resolves anyway.
  if (!server.listening) throw new PortInUseError('SES (aws-ses-v2-local)', port);
  const endpoint = localUrl(port);
  return { endpoint, storeUrl: `${endpoint}/store`, stop: () => closeServer(server) };
}
