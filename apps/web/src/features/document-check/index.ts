export { CheckPage } from './CheckPage';
export { ImageFullPage } from './ImageFullPage';
export { ConferirRedirect } from './ConferirRedirect';
