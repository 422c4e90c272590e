/** The client's benefits text (rich text view) for the Benefícios tab of /dados, loaded with the tab. */
import { lazyNamed } from '../../lib/deferred';

const loadBenefitsText = () => import('./BenefitsText');
export const LazyBenefitsText = lazyNamed(loadBenefitsText, 'BenefitsText');
export const preloadBenefitsText = (): void => void loadBenefitsText();
