export { AudioPlayer, type AudioPlayerProps } from './audio-player';
export { AudioController, type AudioElementLike, type PlayerEvent } from './audio-controller';
export { AudioFactoryContext } from './audio-factory-context';
export { nowPlaying, NowPlayingStore, useNowPlayingId } from './now-playing';
export { formatTime } from './format-time';
export { isValidAudioUrl } from './audio-source';
