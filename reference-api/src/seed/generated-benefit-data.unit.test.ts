import { afterEach, describe, expect, it, vi } from 'vitest';
import { generatedClaims } from './generated-claims.ts';
import { generatedLifeEvents } from './generated-life-events.ts';
import { generatedSelections, withinLimits } from './generated-selections.ts';
import { seededRandom } from './seeded-random.ts';

const generate = () => ({
  selections: generatedSelections(),
  lifeEvents: generatedLifeEvents(),
  claims: generatedClaims(),
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("acme's generated benefit data", () => {
  it('is the same on any day of the year and never draws from Math.random', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('the seed drew from Math.random');
    });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-02-03T08:00:00Z'));
    const february = generate();
    vi.setSystemTime(new Date('2027-08-19T23:30:00Z'));

    expect(generate()).toEqual(february);
    expect(february.selections.length).toBeGreaterThan(2000);
  });

  it('keeps a drawn value within the benefit’s limits and on its steps', () => {
    expect(withinLimits(3000, 100, 2500, 1)).toBe(2500);
    expect(withinLimits(40, 100, 2500, 1)).toBe(100);
    expect(withinLimits(3.7, 1, 5, 0.5)).toBe(3.5);
    expect(withinLimits(125, 10, null, 1)).toBe(125);
    expect(withinLimits(null, 10, 20, 1)).toBeNull();
  });
});

describe('seededRandom', () => {
  it('gives the same draws for the same key and others for another key', () => {
    const draws = (key: string) => {
      const random = seededRandom(key);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draws('selection:10001:5202')).toEqual(draws('selection:10001:5202'));
    expect(draws('selection:10001:5202')).not.toEqual(draws('selection:10002:5202'));
  });

  it('keeps whole numbers within their bounds and reaches both ends', () => {
    const random = seededRandom('bounds');
    const seen = new Set(Array.from({ length: 500 }, () => random.int(3, 6)));
    expect([...seen].sort()).toEqual([3, 4, 5, 6]);
  });
});
