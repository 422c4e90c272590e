/**
 * The charts, loaded after the page (recharts is ~100 KB gzip: the page's first visit stays within
 * the staff budget of e2e/bundle-budget, and the tables and the at-risk list do not wait for it).
 */
import { lazy } from 'react';

const charts = () => import('@mantine/charts');
export const BarChart = lazy(() => charts().then((m) => ({ default: m.BarChart })));
export const FunnelChart = lazy(() => charts().then((m) => ({ default: m.FunnelChart })));
export const LineChart = lazy(() => charts().then((m) => ({ default: m.LineChart })));
