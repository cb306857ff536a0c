export { HeroSection } from './hero-section';
export { HeroCanvas } from './hero-canvas';
export { HERO_TITLE, heroContent } from '../../content/landing/hero';
