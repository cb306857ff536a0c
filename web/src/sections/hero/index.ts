export { HeroSection } from './hero-section';
export { HeroCanvas } from './hero-canvas';
export { HERO_TITLE, heroContent } from './hero-content';
