export { NotFoundPage } from './NotFoundPage';
export { RestrictedPage } from './RestrictedPage';
export { RouteErrorPage } from './RouteErrorPage';
export { RenderErrorBoundary } from './RenderErrorBoundary';
