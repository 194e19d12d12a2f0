import { describe, expect, it } from 'vitest';
import { backoffSeconds, retryAfterSeconds } from '../../src/benchmarks/flood/providers/retry-timing.js';

describe('retry timing', () => {
  it('Retry-After: delta seconds or an HTTP date, capped at 60 s; null when absent or unreadable', () => {
    expect(retryAfterSeconds('3')).toBe(3);
    expect(retryAfterSeconds(' 1.5 ')).toBe(1.5);
    expect(retryAfterSeconds('60')).toBe(60);
    expect(retryAfterSeconds('61')).toBe(60);
    expect(retryAfterSeconds('1000')).toBe(60);
    expect(retryAfterSeconds(null)).toBeNull();
    expect(retryAfterSeconds('')).toBeNull();
    expect(retryAfterSeconds('soon')).toBeNull();
    expect(retryAfterSeconds('-3')).toBeNull();
    expect(retryAfterSeconds('2')).toBe(2);
    expect(retryAfterSeconds('2 days')).toBeNull();
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:10 GMT', Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(10);
    expect(retryAfterSeconds('Wed, 21 Oct 2015 07:28:10 GMT', Date.UTC(2015, 9, 21, 7, 29, 0))).toBe(0);
    expect(retryAfterSeconds('Wed, 21 Oct 2015 08:28:10 GMT', Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(60);
    // The obsolete forms a recipient still reads (RFC 9110 §5.6.7).
    expect(retryAfterSeconds('Wednesday, 21-Oct-15 07:28:10 GMT', Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(10);
    expect(retryAfterSeconds('Wed Oct 21 07:28:10 2015', Date.UTC(2015, 9, 21, 7, 28, 0))).toBe(10);
  });

  it('backoff before retry k: 2^(k−1)·(0.5 + U) seconds', () => {
    expect(backoffSeconds(1, 0)).toBe(0.5);
    expect(backoffSeconds(2, 0)).toBe(1);
    expect(backoffSeconds(3, 0.25)).toBe(3);
  });
});
