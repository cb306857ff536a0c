import { useEffect, useState } from 'react';

/** False until `ms` milliseconds after mount. Prerendered HTML always has false (the placeholder). */
export function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}
