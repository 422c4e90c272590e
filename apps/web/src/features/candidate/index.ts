export { DadosPage } from './DadosPage';
