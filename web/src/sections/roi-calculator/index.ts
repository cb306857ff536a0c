export { RoiCalculatorSection } from './roi-calculator-section';
export * from './roi';
export { formatEur, formatEurRange } from './format';
