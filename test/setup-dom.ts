import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A loaded CI machine runs the whole suite on two cores: give async queries room to settle.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
