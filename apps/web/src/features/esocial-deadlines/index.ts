export { EsocialDeadlinesPage } from './EsocialDeadlinesPage';
