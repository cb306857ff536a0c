/**
 * The MP3s a signed-in account publishes on /upload: a ticket per file (name fixed when it is
 * handed out), the check and publication of exactly the checked bytes, one list entry per ticket,
 * at most MAX_PUBLISHED_AUDIO_PER_ACCOUNT of them, a new file of the same name replacing the old
 * one; the account sees its list and deletes from it.
 */
import {
  MAX_PUBLISHED_AUDIO_PER_ACCOUNT,
  MP3_ONLY,
  audioExtensionOf,
  audioUrlForKey,
  demoAdminMessages,
  uploadIdPattern,
  type AccountAudioFile,
  type AudioUploadTicket,
} from '@rufbereit/shared';
import { clockOf, type Clock } from './ports';
import { Refusal } from './refusal';
import { createAudioUpload, publishAudioUpload, type AudioCheck, type AudioObjects, type AudioUploadLinks } from './audio-uploads';
import { completeUpload } from './complete-upload';
import { MAX_OPEN_UPLOAD_TICKETS, TICKET_STALE_MS, type StoredAudioFile, type UploadRecords } from './upload-tickets';

export interface CustomerAudioUploadDeps extends Clock {
  records: UploadRecords;
  links: AudioUploadLinks;
}

/** Which of an account's MP3s (the account id from the token). */
export interface CustomerAudioRef {
  userId: string;
  uploadId: string;
}

export async function createCustomerAudioUpload(deps: CustomerAudioUploadDeps, { userId, fileName }: { userId: string; fileName: string }): Promise<AudioUploadTicket> {
  const { records } = deps;
  const now = clockOf(deps);
  const ticket = await createAudioUpload(deps, { ownerId: userId, fileName });
  const stored = { kind: 'audio' as const, name: fileName, extension: audioExtensionOf(fileName), createdAt: now.toISOString() };
  const staleBefore = new Date(now.getTime() - TICKET_STALE_MS).toISOString();
  if (!(await records.addTicket(userId, ticket.uploadId, stored, MAX_OPEN_UPLOAD_TICKETS, staleBefore))) {
    throw new Refusal('tooManyAtOnce', demoAdminMessages.tooManyOpenUploads);
  }
  return ticket;
}

const toListed = (file: StoredAudioFile): AccountAudioFile => ({
  id: file.id,
  name: file.name,
  url: audioUrlForKey(file.key),
  duration: file.duration,
  size: file.size,
  publishedAt: file.publishedAt,
});

export interface CompleteCustomerAudioDeps extends Clock {
  records: UploadRecords;
  objects: AudioObjects;
  check: AudioCheck;
}

export async function completeCustomerAudioUpload(deps: CompleteCustomerAudioDeps, { userId, uploadId }: CustomerAudioRef): Promise<AccountAudioFile> {
  const { records, objects } = deps;
  const now = clockOf(deps);
  if (!uploadIdPattern.test(uploadId)) throw new Refusal('invalidInput', demoAdminMessages.fileRequired, { file: demoAdminMessages.fileRequired });
  const file = await completeUpload(
    {
      records,
      now: () => now,
      spec: {
        list: 'audioFiles',
        kind: 'audio',
        max: MAX_PUBLISHED_AUDIO_PER_ACCOUNT,
        messages: { missing: demoAdminMessages.missing, stillChecking: demoAdminMessages.stillChecking, tooMany: demoAdminMessages.tooManyAudio },
        publish: async (ticket) => {
          const published = await publishAudioUpload(deps, { ownerId: userId, uploadId, allowed: MP3_ONLY, typeMessage: demoAdminMessages.mp3Only });
          return { id: uploadId, name: ticket.name, key: published.key, duration: published.duration, size: published.size, publishedAt: now.toISOString() };
        },
        removeObject: (entry) => objects.remove(entry.key),
      },
    },
    { userId, ticketId: uploadId },
  );
  return toListed(file);
}

export async function listCustomerAudio(deps: { records: UploadRecords }, userId: string): Promise<AccountAudioFile[]> {
  return ((await deps.records.get(userId))?.audioFiles ?? []).map(toListed);
}

export async function deleteCustomerAudio(deps: { records: UploadRecords; objects: Pick<AudioObjects, 'remove'> }, { userId, uploadId }: CustomerAudioRef): Promise<void> {
  const removed = uploadIdPattern.test(uploadId) ? await deps.records.unlist(userId, 'audioFiles', uploadId) : undefined;
  if (!removed) throw new Refusal('notFound', demoAdminMessages.audioFileNotFound);
  await deps.objects.remove(removed.key);
}
