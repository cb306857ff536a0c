export { ChallengesSolutionsSection } from './challenges-solutions-section';
export { DemoChat } from './demo-chat';
export { challengeItems, type ChallengeItem } from '../../content/landing/challenges';
export { useTypewriter, TYPING_CHAR_INTERVAL_MS, TYPING_RESTART_INTERVAL_MS } from './use-typewriter';
