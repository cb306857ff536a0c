import type { Testimonial } from './testimonial';

/** Voices of customers from the three core industries (salon, veterinary, physiotherapy). */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Sabine Krüger',
    position: 'Inhaberin, Salon Haarwerk in Hamburg',
    content:
      'Früher habe ich mit Farbe an den Händen versucht, ans Telefon zu gehen. Heute bucht der Assistent die Termine, während ich schneide – und abends finde ich eine saubere Übersicht in meinem Postfach.',
    rating: 5,
  },
  {
    name: 'Dr. Markus Lehmann',
    position: 'Tierarzt, Tierarztpraxis am Stadtpark in Leipzig',
    content:
      'Notfälle werden sofort zu uns durchgestellt, Impftermine und Kontrollen bucht die KI selbst. Unser Empfang ist spürbar entspannter, und kein Tierhalter hängt mehr in der Warteschleife.',
    rating: 5,
  },
  {
    name: 'Julia Hoffmann',
    position: 'Praxisinhaberin, Physiotherapie Bewegungsraum in Köln',
    content:
      'Viele Patienten rufen an, während wir behandeln. Jetzt geht kein Anruf mehr verloren, und die Termine landen direkt in unserer Praxissoftware. Nach zwei Wochen wollte niemand im Team mehr darauf verzichten.',
    rating: 4,
  },
];

/** The heading of the landing page's 'testimonials' section and the stars' accessible name. */
export const testimonialsTexts = {
  eyebrow: 'Kundenstimmen',
  title: 'Was unsere Kundinnen und Kunden sagen',
  intro: 'Über 1.000 Unternehmen lassen ihr Telefon bereits vom KI-Telefonassistenten annehmen.',
  stars: (rating: number, max: number): string => `${rating} von ${max} Sternen`,
} as const;
