import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Which live-test assistant the test-agents carousel shows. The navigation's 'Demo testen' dropdown
 * sets it; the carousel (landing page, free-trial page) reads it and starts on that slide.
 */
export const testAgentTypes = [
  { index: 0, label: 'Friseursalon' },
  { index: 1, label: 'Tierarztpraxis' },
  { index: 2, label: 'Physiotherapie' },
] as const;
export type TestAgentIndex = (typeof testAgentTypes)[number]['index'];
/** Spec: the carousel starts on index 2 unless the visitor picked another agent. */
export const DEFAULT_TEST_AGENT: TestAgentIndex = 2;

interface SelectedAgentState {
  selectedAgent: TestAgentIndex;
  selectAgent: (index: TestAgentIndex) => void;
}

const SelectedAgentContext = createContext<SelectedAgentState>({
  selectedAgent: DEFAULT_TEST_AGENT,
  selectAgent: () => undefined,
});

export function SelectedAgentProvider({ children }: { children: ReactNode }) {
  const [selectedAgent, selectAgent] = useState<TestAgentIndex>(DEFAULT_TEST_AGENT);
  const value = useMemo(() => ({ selectedAgent, selectAgent }), [selectedAgent]);
  return <SelectedAgentContext.Provider value={value}>{children}</SelectedAgentContext.Provider>;
}

export const useSelectedAgent = (): SelectedAgentState => useContext(SelectedAgentContext);
