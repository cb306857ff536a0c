export type VolumeLevel = 'muted' | 'low' | 'high';

/** Which speaker icon shows (spec: screens): muted or 0, below 50, 50 and above (volume in 0..100). */
export function volumeLevel(volumePercent: number, muted: boolean): VolumeLevel {
  if (muted || volumePercent <= 0) return 'muted';
  return volumePercent < 50 ? 'low' : 'high';
}
