import '@testing-library/jest-dom/vitest';
import { loadNamespace } from './i18n/language.shell.ts';

// main.tsx loads the shell's strings before the first render; each feature's load with its code.
await loadNamespace('shell');
