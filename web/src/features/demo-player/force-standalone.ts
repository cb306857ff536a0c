/**
 * Puts `standalone=true` into the address when it is missing (spec: screens), keeping the other
 * parameters, without a new history entry.
 */
export function forceStandalone(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.get('standalone') === 'true') return;
  url.searchParams.set('standalone', 'true');
  window.history.replaceState(window.history.state, '', url);
}
