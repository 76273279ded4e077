// The forecast worker's entry is plain JavaScript, so it starts the same under
// `node --import tsx` (the API) and under test runners that do not pass tsx on
// to workers: it registers tsx in this thread, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./forecast-worker.ts');
