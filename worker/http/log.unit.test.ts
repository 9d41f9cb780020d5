import { describe, expect, it } from 'vitest';
import { newRequestId } from './log';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('are version 4 UUIDs, all different, across many draws of random bytes', () => {
    const ids = Array.from({ length: 2000 }, () => newRequestId());
    for (const id of ids) expect(id).toMatch(UUID_V4);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('use every hex digit in every free position (the bytes are random, not a counter)', () => {
    const ids = Array.from({ length: 2000 }, () => newRequestId().replaceAll('-', ''));
    // Position 12 is the version, 16 the variant; every other position takes all 16 digits.
    for (const position of [0, 7, 13, 20, 31]) {
      expect(new Set(ids.map((id) => id[position])).size, `position ${position}`).toBe(16);
    }
  });
});
