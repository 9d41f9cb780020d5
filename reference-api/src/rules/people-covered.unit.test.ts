import { describe, expect, it } from 'vitest';
import { peopleCovered } from './people-covered.ts';

const family = [
  { first_name: 'James', surname: 'Fielding', active: true },
  { first_name: 'Daniel', surname: 'Hart', active: false },
  { first_name: 'Isla', surname: 'Fielding', active: true },
];

describe('peopleCovered', () => {
  it("covers the person, then their active family in the family list's order, for a family benefit", () => {
    expect(peopleCovered('Emma Fielding', true, family)).toEqual([
      'Emma Fielding',
      'James Fielding',
      'Isla Fielding',
    ]);
  });

  it('covers the person alone for a family benefit when no one is on file', () => {
    expect(peopleCovered('Fiona Reid', true, [])).toEqual(['Fiona Reid']);
  });

  it('covers the person alone for any other benefit, whatever the family', () => {
    expect(peopleCovered('Emma Fielding', false, family)).toEqual(['Emma Fielding']);
  });
});
