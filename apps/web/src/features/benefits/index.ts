export { BenefitsPage } from './BenefitsPage';
export { BenefitsText } from './BenefitsText';
