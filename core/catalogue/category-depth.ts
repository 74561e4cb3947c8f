import { CATALOGUE_LIMITS } from './constants.ts';

/** A category's place in the tree: level 1 is a main category, 2 a sub, 3 a sub-sub. */
export interface CategoryPlace {
  id: string;
  parentId: string | null;
  level: number;
}

/** The category id and every category below it. */
export function branchOf(all: readonly Pick<CategoryPlace, 'id' | 'parentId'>[], id: string): Set<string> {
  const found = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const c of all) {
      if (c.parentId && found.has(c.parentId) && !found.has(c.id)) {
        found.add(c.id);
        grew = true;
      }
    }
  }
  return found;
}

export type PlacementRefusal = 'parent_not_found' | 'cycle' | 'too_deep';

/**
 * Where category id (with its whole branch) lands under parentId (null: at the top), or why it
 * cannot: the parent is unknown, is the category itself or below it, or the branch would go
 * deeper than the limit. A new category is a branch of one that is not in all yet.
 */
export function placeBranch(
  all: readonly CategoryPlace[],
  id: string,
  parentId: string | null,
  maxDepth: number = CATALOGUE_LIMITS.categoryDepth,
): { levels: Map<string, number> } | { refused: PlacementRefusal } {
  const parent = parentId === null ? null : all.find((c) => c.id === parentId);
  if (parent === undefined) return { refused: 'parent_not_found' };
  const self = all.find((c) => c.id === id);
  const branch = self ? all.filter((c) => branchOf(all, id).has(c.id)) : [];
  if (parent && branch.some((c) => c.id === parent.id)) return { refused: 'cycle' };
  const level = (parent?.level ?? 0) + 1;
  const height = self ? Math.max(...branch.map((c) => c.level)) - self.level : 0;
  if (level + height > maxDepth) return { refused: 'too_deep' };
  const levels = new Map<string, number>([[id, level]]);
  for (const c of branch) if (c.id !== id) levels.set(c.id, c.level - self!.level + level);
  return { levels };
}
