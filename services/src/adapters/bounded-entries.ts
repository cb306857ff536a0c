/**
 * Makes room for one more entry in an insertion-ordered Set or Map that holds at most `capacity`: drops the
 * oldest entry when it is full. The per-instance memories of the beacon (DayMemory, HourlyAllowance) are
 * bounded this way, so a Lambda instance's memory cannot grow with its visitors.
 */
export function makeRoomForOne(entries: Set<string> | Map<string, unknown>, capacity: number): void {
  if (entries.size < capacity) return;
  const oldest = entries.keys().next();
  if (!oldest.done) entries.delete(oldest.value);
}
