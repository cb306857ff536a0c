/**
 * Runs `callback` once the browser is idle (at the latest after `timeoutMs`), so work that is not
 * needed for the first view never lengthens the tasks that load and hydrate the page.
 * Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
