export { BenefitsPage } from './BenefitsPage';
export { BenefitsText } from './BenefitsText';
export { LazyBenefitsText, preloadBenefitsText } from './lazy';
