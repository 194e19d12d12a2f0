import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { FakeGitHub } from './server.js';

/**
 * The loopback GitHub of a test file: started before its tests, reset before each, stopped after
 * them. A test fails when GitHub's API description would not allow a request it made or an answer
 * it got, or when the blob storage got a token (server.ts, blob.ts).
 */
export function useFakeGitHub(): FakeGitHub {
  const gh = new FakeGitHub();
  beforeAll(async () => {
    await gh.start();
  });
  afterAll(async () => gh.stop());
  beforeEach(() => gh.reset());
  afterEach(() => {
    expect(gh.violations, "requests or answers GitHub's API description does not allow").toEqual([]);
    expect(gh.blob.violations, 'the blob storage').toEqual([]);
  });
  return gh;
}
