import { endianness } from 'node:os';
import { describe, expect, it } from 'vitest';
import { assignmentCosts, assignmentTableName } from '../source/puzzles/line/assignment.js';
import { bitTableBytes, bitTables, buildBitTables } from '../source/puzzles/line/bits.js';
import { lineBoardNames } from '../source/puzzles/line/boards.js';
import { linePieces } from '../source/puzzles/line/pieces.js';
import {
  ASSIGNMENT_TABLE_DIGESTS,
  BIT_TABLES_DIGEST,
} from '../source/puzzles/line/table-digests.js';
import { sha256 } from '../source/util/sha256.js';
import { named } from './line-support.js';

/*
 * The bit tables and a page board's assignment tables are read stored when
 * their bytes have the digest this version lists: the lists must be the
 * digests of what the build writes, or a stored copy would be held to a
 * build at every start (time, never an answer: see line-tables-trust).
 */

describe('the digests of the stored small tables', () => {
  it.skipIf(endianness() !== 'LE')('the bit tables: the digest of their bytes as built', () => {
    expect(sha256(bitTableBytes(buildBitTables()))).toBe(BIT_TABLES_DIGEST);
  });

  it('the bit tables as read are the tables as built', () => {
    expect(
      Buffer.from(bitTableBytes(bitTables())).equals(Buffer.from(bitTableBytes(buildBitTables()))),
    ).toBe(true);
  });

  it("name every kind's assignment table towards every page board, and no other, each the digest of its build", () => {
    const built = new Map<string, string>();
    for (const board of lineBoardNames) {
      const goal = named(board);
      for (const piece of linePieces) {
        const cells = [...goal.keys()].filter((cell) => goal[cell] === piece.code);
        built.set(assignmentTableName(cells), sha256(assignmentCosts(cells)));
      }
    }
    expect(Object.fromEntries([...built].sort())).toEqual(
      Object.fromEntries(Object.entries(ASSIGNMENT_TABLE_DIGESTS).sort()),
    );
  });
});
