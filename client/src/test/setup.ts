import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Two test files render side by side on a two-core machine: a screen that appears in 200 ms alone can take
// over a second then. Waiting longer only costs time when a test is failing anyway.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
