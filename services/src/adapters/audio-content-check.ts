/**
 * Is an uploaded file the audio it claims? Its type by its first bytes (file-type), never by the name
 * or the declared content type; then it must decode with a duration (music-metadata reads the frames).
 */
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';
import { audioFileTypes } from '@rufbereit/shared';
import type { AudioCheck } from '../use-cases/audio-uploads';

export const checkAudioContent: AudioCheck = {
  async detectedType(head) {
    return (await fileTypeFromBuffer(head))?.ext;
  },
  async durationSeconds(bytes, extension) {
    try {
      const { format } = await parseBuffer(bytes, { mimeType: audioFileTypes[extension].contentType, size: bytes.length }, { duration: true, skipCovers: true });
      return format.duration !== undefined && Number.isFinite(format.duration) && format.duration > 0 ? format.duration : undefined;
    } catch {
      // A file the parser cannot read is not decodable: refused like one without a duration.
      return undefined;
    }
  },
};
