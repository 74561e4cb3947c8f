import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES } from '../../../core/content/messages.ts';
import { ZDownloadQuickEdit as schema } from '../../../core/downloads/schema.ts';
import { checkPatches, shownValue, withPatch, type QuickValues } from './quick-edit-changes.ts';

const stored: QuickValues = { title: 'Brochure', visibility: 'public', sort: 3 };

describe('quick-edit changes', () => {
  it('keep only fields that differ from the stored values, and drop a row without any', () => {
    let changes = withPatch(new Map(), 'a', stored, 'title', 'Price list');
    changes = withPatch(changes, 'a', stored, 'sort', 1);
    expect(changes.get('a')).toEqual({ title: 'Price list', sort: 1 });
    expect(shownValue(changes, 'a', stored, 'title')).toBe('Price list');
    expect(shownValue(changes, 'a', stored, 'visibility')).toBe('public');
    changes = withPatch(changes, 'a', stored, 'title', 'Brochure');
    expect(changes.get('a')).toEqual({ sort: 1 });
    changes = withPatch(changes, 'a', stored, 'sort', 3);
    expect(changes.size).toBe(0);
  });

  it('show an emptied title as empty, not as the stored one', () => {
    const changes = withPatch(new Map(), 'a', stored, 'title', '');
    expect(shownValue(changes, 'a', stored, 'title')).toBe('');
  });

  it('check each changed row with core’s schema, naming the field', () => {
    let changes = withPatch(new Map(), 'a', stored, 'title', ' ');
    changes = withPatch(changes, 'b', stored, 'sort', Number.NaN);
    changes = withPatch(changes, 'c', stored, 'visibility', 'hidden');
    const errors = checkPatches(changes, schema);
    expect(errors.get('a')).toEqual({ title: CONTENT_MESSAGES.titleEmpty });
    expect(Object.keys(errors.get('b') ?? {})).toEqual(['sort']);
    expect(errors.has('c')).toBe(false);
  });
});
