// Worker entry: Node 20 does not apply `--import tsx` to a worker's own entry file, so the loader is
// registered here before the TypeScript worker is imported.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
