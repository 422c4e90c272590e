/** The client's benefits text (rich text view) for the Benefícios tab of /dados, loaded with the tab. */
import { lazy } from 'react';

const loadBenefitsText = () => import('./BenefitsText');
export const LazyBenefitsText = lazy(() => loadBenefitsText().then((m) => ({ default: m.BenefitsText })));
export const preloadBenefitsText = (): void => void loadBenefitsText();
