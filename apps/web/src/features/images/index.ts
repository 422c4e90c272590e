export { ImageFullPage } from './ImageFullPage';
