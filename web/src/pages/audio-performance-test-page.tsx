import { AudioPerformanceTest } from '../features/audio-performance-test/audio-performance-test';

/** /audio-performance-test: measures in this browser how fast the demo recordings load and play. */
export default function AudioPerformanceTestPage() {
  return <AudioPerformanceTest />;
}
