export { TestimonialsSection } from './testimonials-section';
export { StarRating } from './star-rating';
export type { Testimonial } from './testimonial';
export { testimonials } from './testimonials-data';
