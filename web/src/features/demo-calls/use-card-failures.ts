import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { demoCallMessages } from '@rufbereit/shared';

/**
 * Which demo cards failed, and a reload counter per card: retrying bumps the counter, which is the
 * key of the card's player, so the player is mounted afresh.
 */
export function useCardFailures() {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [reloadKeys, setReloadKeys] = useState<Readonly<Record<string, number>>>({});
  // A player can report more than one error for one failure; the toast shows once per failure.
  const reported = useRef(new Set<string>());

  const fail = (trackId: string) => {
    if (reported.current.has(trackId)) return;
    reported.current.add(trackId);
    setFailed(new Set(reported.current));
    toast.error(demoCallMessages.cardFailedToast(trackId));
  };

  const retry = (trackIds: readonly string[]) => {
    for (const id of trackIds) reported.current.delete(id);
    setFailed(new Set(reported.current));
    setReloadKeys((keys) => {
      const next = { ...keys };
      for (const id of trackIds) next[id] = (next[id] ?? 0) + 1;
      return next;
    });
    toast.info(demoCallMessages.cardRetryToast);
  };

  return { failed, reloadKeys, fail, retry };
}
