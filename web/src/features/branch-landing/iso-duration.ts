/** "1:15" → "PT1M15S" for <time dateTime>; undefined for anything that is not m:ss. */
export function isoDuration(duration: string): string | undefined {
  const match = /^(\d+):([0-5]\d)$/.exec(duration);
  return match ? `PT${Number(match[1])}M${Number(match[2])}S` : undefined;
}
