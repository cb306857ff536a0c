export { BranchHeroImage } from './branch-hero-image';
