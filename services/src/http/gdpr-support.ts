/** What the two GDPR handlers share: the optional CRM, and the answer when nothing is stored about an address. */
import { inboxMessages } from '@rufbereit/shared';
import { pipedriveClientFromEnv } from '../adapters/pipedrive-client';
import { ConfigError } from '../config';
import { CrmUnavailableError, NoDataForEmailError } from '../use-cases/gdpr';
import { HttpError } from './http-error';

/** The Pipedrive client, or none when no token is configured (the ids are shown for manual removal). */
export async function pipedriveIfConfigured() {
  try {
    return await pipedriveClientFromEnv();
  } catch (error) {
    if (error instanceof ConfigError) return undefined;
    throw error;
  }
}

/** 404 'Keine Daten zu dieser E-Mail-Adresse gefunden.' instead of an empty success; 503 when the CRM cannot be asked. */
export async function gdprNoDataAsNotFound<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof NoDataForEmailError) throw new HttpError(404, { message: inboxMessages.gdprNoData });
    if (error instanceof CrmUnavailableError) throw new HttpError(503, { message: inboxMessages.gdprCrmUnavailable });
    throw error;
  }
}
