export { DemoPlaylist } from './demo-playlist';
