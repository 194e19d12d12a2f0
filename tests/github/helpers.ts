import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FakeGitHub } from './server.js';

/** The loopback GitHub of a test file: started before its tests, reset before each, stopped after them. */
export function useFakeGitHub(): FakeGitHub {
  const gh = new FakeGitHub();
  beforeAll(async () => {
    await gh.start();
  });
  afterAll(async () => gh.stop());
  beforeEach(() => gh.reset());
  return gh;
}
