export { VerifySignaturePage } from './VerifySignaturePage';
