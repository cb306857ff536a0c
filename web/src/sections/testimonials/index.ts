export { TestimonialsSection } from './testimonials-section';
export { StarRating } from './star-rating';
export type { Testimonial } from '../../content/landing/testimonial';
export { testimonials } from '../../content/landing/testimonials';
