export { ConfigurationPage } from './ConfigurationPage';
