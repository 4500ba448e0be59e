/** The e2e project's setup file: every test and every file ends with the problem check. */
import { afterAll, afterEach, beforeEach } from 'vitest';
import { problemWatch } from './problems';

beforeEach(() => problemWatch.testStarted());
afterEach(() => problemWatch.testFinished());
afterAll(() => problemWatch.fileFinished());
