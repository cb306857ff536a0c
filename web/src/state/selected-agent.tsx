import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';

/**
 * Which live-test assistant the test-agents carousel shows. The navigation's 'Demo testen' dropdown
 * sets it; the carousel (landing page, free-trial page) reads it and starts on that slide.
 *
 * A small store rather than a context value: a changing context value would reach the carousel's
 * section while it is still waiting to hydrate (see HydrationGate), and React would throw its
 * server HTML away and render it anew. Subscribers update; nothing else re-renders.
 */
export const testAgentTypes = [
  { index: 0, label: 'Friseursalon' },
  { index: 1, label: 'Tierarztpraxis' },
  { index: 2, label: 'Physiotherapie' },
] as const;
export type TestAgentIndex = (typeof testAgentTypes)[number]['index'];
/** Spec: the carousel starts on index 2 unless the visitor picked another agent. */
export const DEFAULT_TEST_AGENT: TestAgentIndex = 2;

interface SelectedAgentStore {
  get: () => TestAgentIndex;
  set: (index: TestAgentIndex) => void;
  subscribe: (listener: () => void) => () => void;
}

function createSelectedAgentStore(): SelectedAgentStore {
  let selected: TestAgentIndex = DEFAULT_TEST_AGENT;
  const listeners = new Set<() => void>();
  return {
    get: () => selected,
    set: (index) => {
      if (index === selected) return;
      selected = index;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The store object never changes, so the context itself never propagates an update. */
const SelectedAgentContext = createContext<SelectedAgentStore>(createSelectedAgentStore());

export function SelectedAgentProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSelectedAgentStore);
  return <SelectedAgentContext.Provider value={store}>{children}</SelectedAgentContext.Provider>;
}

interface SelectedAgentState {
  selectedAgent: TestAgentIndex;
  selectAgent: (index: TestAgentIndex) => void;
}

/** Prerendering and hydration see the default; the visitor's choice follows right after. */
export function useSelectedAgent(): SelectedAgentState {
  const store = useContext(SelectedAgentContext);
  const selectedAgent = useSyncExternalStore(store.subscribe, store.get, () => DEFAULT_TEST_AGENT);
  return { selectedAgent, selectAgent: store.set };
}
