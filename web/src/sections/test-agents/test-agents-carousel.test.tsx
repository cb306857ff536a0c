// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SelectedAgentProvider, testAgentTypes, useSelectedAgent } from '../../state/selected-agent';
import { testAgents } from '../../content/landing/test-agents';
import { TestAgentsSection } from './test-agents-section';

afterEach(cleanup);

/** Stands in for the navigation: shows the shared state and sets it like the 'Demo testen' menu. */
function SharedStateProbe() {
  const { selectedAgent, selectAgent } = useSelectedAgent();
  return (
    <div>
      <output data-testid="shared-agent">{selectedAgent}</output>
      <button type="button" onClick={() => selectAgent(1)}>
        Menü: Tierarztpraxis
      </button>
    </div>
  );
}

function renderWithState() {
  return render(
    <MemoryRouter>
      <SelectedAgentProvider>
        <SharedStateProbe />
        <TestAgentsSection />
      </SelectedAgentProvider>
    </MemoryRouter>,
  );
}

const shared = () => screen.getByTestId('shared-agent').textContent;
/** Testing Library does not treat inert as hidden; the carousel marks all but the shown slide inert. */
const shownPanels = () => screen.getAllByRole('tabpanel').filter((panel) => !panel.hasAttribute('inert'));
const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('test-agents carousel', () => {
  it('lists the agents in the order of the shared selection', () => {
    expect(testAgents.map((agent) => agent.type)).toEqual(testAgentTypes.map((type) => type.label));
  });

  it('starts on Physiotherapie (default index 2), with every slide in the markup', () => {
    renderWithState();
    expect(shared()).toBe('2');
    expect(selectedTab()).toBe('Physiotherapie');
    const section = document.getElementById('test-agents');
    for (const agent of testAgents) expect(section?.textContent).toContain(agent.description);
    const panels = screen.getAllByRole('tabpanel');
    expect(panels.map((panel) => panel.hasAttribute('inert'))).toEqual([true, true, false]);
  });

  it('clicking a tab updates the shared selection', async () => {
    const user = userEvent.setup();
    renderWithState();
    await user.click(screen.getByRole('tab', { name: 'Tierarztpraxis' }));
    expect(shared()).toBe('1');
    expect(selectedTab()).toBe('Tierarztpraxis');
    await user.click(screen.getByRole('tab', { name: 'Friseursalon' }));
    expect(shared()).toBe('0');
  });

  it('arrow keys move between tabs with wrap-around and move the focus along', async () => {
    const user = userEvent.setup();
    renderWithState();
    screen.getByRole('tab', { name: 'Physiotherapie' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(shared()).toBe('0');
    expect(document.activeElement?.textContent).toBe('Friseursalon');
    await user.keyboard('{ArrowLeft}');
    expect(shared()).toBe('2');
    await user.keyboard('{Home}');
    expect(shared()).toBe('0');
    await user.keyboard('{End}');
    expect(shared()).toBe('2');
  });

  it('previous and next buttons loop through the agents', async () => {
    const user = userEvent.setup();
    renderWithState();
    await user.click(screen.getByRole('button', { name: 'Nächster Assistent' }));
    expect(shared()).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Vorheriger Assistent' }));
    await user.click(screen.getByRole('button', { name: 'Vorheriger Assistent' }));
    expect(shared()).toBe('1');
  });

  it('follows a selection made elsewhere on the page (the navigation menu)', async () => {
    const user = userEvent.setup();
    renderWithState();
    await user.click(screen.getByRole('button', { name: 'Menü: Tierarztpraxis' }));
    expect(selectedTab()).toBe('Tierarztpraxis');
    const visible = shownPanels();
    expect(visible).toHaveLength(1);
    expect(within(visible[0] as HTMLElement).getByRole('heading', { level: 3 }).textContent).toContain('Tierarztpraxis');
  });

  it('offers the demo number on request with a link to the free-trial page', () => {
    renderWithState();
    const [panel] = shownPanels() as [HTMLElement];
    expect(within(panel).getByText('Demo-Nummer auf Anfrage')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Demo-Nummer anfordern' }).getAttribute('href')).toBe('/kostenlos-testen');
  });
});
