import { engineContract } from './engine-contract.ts';
import { sqliteEngine } from './sqlite.ts';
import { tempTarget } from './test-fixtures.ts';

engineContract('SQLite', () => sqliteEngine(tempTarget()));
