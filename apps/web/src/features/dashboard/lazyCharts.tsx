/**
 * The charts, loaded after the page (recharts is ~100 KB gzip: the page's first visit stays within
 * the staff budget of e2e/bundle-budget, and the tables and the at-risk list do not wait for it).
 */
import { lazyNamed } from '../../lib/deferred';

const charts = () => import('@mantine/charts');
export const BarChart = lazyNamed(charts, 'BarChart');
export const LineChart = lazyNamed(charts, 'LineChart');
