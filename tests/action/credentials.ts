// The secrets of the credentials tests (credentials.test.ts, credentials.e2e.test.ts).
export const FLOOD_PASSWORD = 'Fl00dPassw0rd-7c1e9a';
export const TRANSIT_PASSWORD = 'Tr4nsitPassw0rd-42b0d5';
export const ENV_PASSWORD = 'EnvUrlPassw0rd-91f3aa';
export const API_KEY = 'sk-test-0123456789abcdefghijklmnop';
export const SECRETS = [FLOOD_PASSWORD, TRANSIT_PASSWORD, ENV_PASSWORD, API_KEY];
