import { describe, expect, it } from 'vitest';
import { makeRoomFor } from './isolate-memory';

describe('makeRoomFor', () => {
  it('drops the oldest entry of a full Map or Set, and nothing below the limit', () => {
    const map = new Map([
      ['a', 1],
      ['b', 2],
    ]);
    makeRoomFor(map, 3);
    expect([...map.keys()]).toEqual(['a', 'b']);
    makeRoomFor(map, 2);
    expect([...map.keys()]).toEqual(['b']);
    const set = new Set(['x', 'y']);
    makeRoomFor(set, 2);
    expect([...set]).toEqual(['y']);
  });
});
