import { describe, expect, it } from 'vitest';
import { insertStatement, sqlLiteral } from './sql-literal.ts';

describe('SQL literals for the seed', () => {
  it('doubles single quotes so text cannot end the literal early', () => {
    expect(sqlLiteral("O'Brien'); DROP TABLE users; --")).toBe("'O''Brien''); DROP TABLE users; --'");
  });

  it('writes null as NULL, booleans as 1/0 and numbers as they are', () => {
    expect([sqlLiteral(null), sqlLiteral(true), sqlLiteral(false), sqlLiteral(120.5)]).toEqual([
      'NULL',
      '1',
      '0',
      '120.5',
    ]);
  });

  it('refuses values SQLite text or numbers cannot hold', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow(RangeError);
    expect(() => sqlLiteral('a\0b')).toThrow(RangeError);
  });

  it('builds an insert from a row and refuses table or column names that are not plain identifiers', () => {
    expect(insertStatement('users', { id: 1, email: 'a@b.test' })).toBe(
      "INSERT INTO users (id, email) VALUES (1, 'a@b.test')",
    );
    expect(() => insertStatement('users; --', { id: 1 })).toThrow(RangeError);
    expect(() => insertStatement('users', { 'id) --': 1 })).toThrow(RangeError);
  });
});
