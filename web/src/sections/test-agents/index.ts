export { TestAgentsSection } from './test-agents-section';
export { TestAgentsCarousel, CAROUSEL_REINIT_DELAY_MS } from './test-agents-carousel';
export { testAgents, testAgentsContent, testCallSteps, type AgentInfo } from '../../content/landing/test-agents';
export type { RequestLink } from './agent-slide';
