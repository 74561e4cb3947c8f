import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { branchOf, placeBranch, type CategoryPlace } from './category-depth.ts';
import { CATALOGUE_LIMITS } from './constants.ts';

const MAX = CATALOGUE_LIMITS.categoryDepth;

/** A valid tree of up to 12 categories: each one's parent is an earlier category of a level below 3, or none. */
const treeArb = fc.array(fc.nat(), { minLength: 1, maxLength: 12 }).map((picks) => {
  const all: CategoryPlace[] = [];
  picks.forEach((pick, i) => {
    const parents = all.filter((c) => c.level < MAX);
    const parent = pick % (parents.length + 1) === parents.length ? null : parents[pick % (parents.length + 1)]!;
    all.push({ id: `c${i}`, parentId: parent?.id ?? null, level: (parent?.level ?? 0) + 1 });
  });
  return all;
});

/** Levels recomputed from the parent links alone. */
function levelsFromLinks(all: CategoryPlace[]): Map<string, number> {
  const byId = new Map(all.map((c) => [c.id, c]));
  const depth = (c: CategoryPlace): number => (c.parentId ? depth(byId.get(c.parentId)!) + 1 : 1);
  return new Map(all.map((c) => [c.id, depth(c)]));
}

describe('placeBranch', () => {
  it('a new category goes one level below its parent, and never below level 3', () => {
    for (const level of [1, 2, 3]) {
      const parent = { id: 'p', parentId: null, level };
      const placed = placeBranch([parent], '', 'p');
      if (level < MAX) expect(placed).toEqual({ levels: new Map([['', level + 1]]) });
      else expect(placed).toEqual({ refused: 'too_deep' });
    }
    expect(placeBranch([], '', null)).toEqual({ levels: new Map([['', 1]]) });
    expect(placeBranch([], '', 'missing')).toEqual({ refused: 'parent_not_found' });
  });

  it('moves a branch iff the new parent is outside it and the branch still fits in three levels; levels follow the links', () => {
    fc.assert(
      fc.property(treeArb, fc.nat(), fc.nat(), (all, pickSelf, pickParent) => {
        const self = all[pickSelf % all.length]!;
        const parent = pickParent % (all.length + 1) === all.length ? null : all[pickParent % (all.length + 1)]!;
        const branch = branchOf(all, self.id);
        const height = Math.max(...all.filter((c) => branch.has(c.id)).map((c) => c.level)) - self.level;
        const placed = placeBranch(all, self.id, parent?.id ?? null);

        if (parent && branch.has(parent.id)) {
          expect(placed).toEqual({ refused: 'cycle' });
          return;
        }
        if ((parent?.level ?? 0) + 1 + height > MAX) {
          expect(placed).toEqual({ refused: 'too_deep' });
          return;
        }
        if (!('levels' in placed)) throw new Error(`refused ${placed.refused}`);
        const moved = all.map((c) => ({ ...c, parentId: c.id === self.id ? (parent?.id ?? null) : c.parentId, level: placed.levels.get(c.id) ?? c.level }));
        // Only the branch changes level, every level is within the limit, and each matches the tree's links.
        expect([...placed.levels.keys()].sort()).toEqual([...branch].sort());
        expect(moved.every((c) => c.level >= 1 && c.level <= MAX)).toBe(true);
        expect(new Map(moved.map((c) => [c.id, c.level]))).toEqual(levelsFromLinks(moved));
      }),
    );
  });

  it('never lets a category go under itself', () => {
    const all = [
      { id: 'a', parentId: null, level: 1 },
      { id: 'b', parentId: 'a', level: 2 },
    ];
    expect(placeBranch(all, 'a', 'a')).toEqual({ refused: 'cycle' });
    expect(placeBranch(all, 'a', 'b')).toEqual({ refused: 'cycle' });
    expect(placeBranch(all, 'b', null)).toEqual({ levels: new Map([['b', 1]]) });
  });
});
