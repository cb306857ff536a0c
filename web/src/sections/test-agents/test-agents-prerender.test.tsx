// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SelectedAgentProvider } from '../../state/selected-agent';
import { testAgents } from '../../content/landing/test-agents';
import { TestAgentsSection } from './test-agents-section';

/** What the prerenderer writes for the section: no browser, no embla, just the markup. */
const html = renderToString(
  <MemoryRouter>
    <SelectedAgentProvider>
      <TestAgentsSection />
    </SelectedAgentProvider>
  </MemoryRouter>,
);

describe('test-agents section, prerendered', () => {
  it('contains every slide with its description and features', () => {
    expect(html).toContain('id="test-agents"');
    for (const agent of testAgents) {
      expect(html).toContain(agent.description);
      for (const feature of agent.features) expect(html).toContain(feature);
    }
    expect(html).toContain('Demo-Nummer auf Anfrage');
  });

  it('already shows the selected slide (Physiotherapie, index 2) before any script runs', () => {
    expect(html).toMatch(/style="transform:translate3d\(-200%, 0, 0\)"/);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Physiotherapie</);
  });
});
