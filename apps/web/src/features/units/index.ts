export { UnitsPage } from './UnitsPage';
