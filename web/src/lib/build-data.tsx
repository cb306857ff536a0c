import { createContext, useContext, useState, type ReactNode } from 'react';
import type { BranchImageBody, BranchSlug, DemoTrack } from '@rufbereit/shared';

/**
 * Data read from the seed at build time (web/scripts/build-data.ts) that a page puts into its
 * prerendered HTML, so its largest content paints without waiting for the API: the playlist's
 * tracks and the industry pages' hero images. The API stays the source of truth: the page asks it
 * again after hydration and shows what it answers.
 */
export interface BuildData {
  demoTracks?: readonly DemoTrack[];
  heroImages?: Partial<Record<BranchSlug, BranchImageBody>>;
}

const BuildDataContext = createContext<BuildData>({});

/** Set by the prerenderer (entry-server.tsx) only; in the browser the values come from the HTML. */
export function BuildDataProvider({ value, children }: { value: BuildData; children: ReactNode }) {
  return <BuildDataContext.Provider value={value}>{children}</BuildDataContext.Provider>;
}

const ATTR = 'data-build-data';

/** JSON inside <script> must not be able to close the tag. */
const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function readFromHtml<T>(key: string): T | undefined {
  const script = document.querySelector(`script[${ATTR}="${CSS.escape(key)}"]`);
  if (!script?.textContent) return undefined;
  try {
    return JSON.parse(script.textContent) as T;
  } catch {
    return undefined;
  }
}

/**
 * A build-time value for the first render and the `<script>` that carries it to the browser: the
 * prerenderer takes it from BuildDataProvider, the hydrating browser reads the same JSON back from
 * the page, so both render the same markup. Later client renders (a page opened by in-app
 * navigation) find no such script and get undefined: the page then loads from the API as before.
 */
export function useBuildData<T>(key: string, pick: (data: BuildData) => T | undefined): { value: T | undefined; script: ReactNode } {
  const data = useContext(BuildDataContext);
  const [first] = useState(() => ({ key, value: typeof document === 'undefined' ? pick(data) : readFromHtml<T>(key) }));
  // The same component may be reused for another key (one branch page to the next): no value then.
  const value = first.key === key ? first.value : undefined;
  const script = value === undefined ? null : <script type="application/json" {...{ [ATTR]: key }} dangerouslySetInnerHTML={{ __html: jsonForScript(value) }} />;
  return { value, script };
}
