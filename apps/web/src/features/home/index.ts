export { HomeRedirect } from './HomeRedirect';
