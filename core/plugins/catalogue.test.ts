import { describe, expect, it } from 'vitest';
import { AI_DESCRIPTION_PLUGIN, PLUGINS, pluginOf } from './catalogue.ts';
import { stateOf } from './state.ts';

describe('the plugin catalogue', () => {
  it('has unique keys; free plugins hold free slots, paid ones general or e-commerce slots, default ones none', () => {
    expect(new Set(PLUGINS.map((p) => p.key)).size).toBe(PLUGINS.length);
    for (const p of PLUGINS) {
      if (p.isDefault) expect([p.key, p.slot, p.priceSen]).toEqual([p.key, null, 0]);
      else expect([p.key, p.slot]).toEqual([p.key, p.priceSen === 0 ? 'free' : expect.stringMatching(/^(general|ecommerce)$/)]);
    }
  });

  it('keeps default plugins on, except the switchable AI descriptions', () => {
    const warranty = pluginOf('warranty_system')!;
    const ai = pluginOf(AI_DESCRIPTION_PLUGIN)!;
    expect(stateOf(warranty, { pluginKey: warranty.key, active: false, purchasedAt: null })).toBe('on');
    expect(stateOf(ai, null)).toBe('on');
    expect(stateOf(ai, { pluginKey: ai.key, active: false, purchasedAt: null })).toBe('off');
  });

  it('shows a paid plugin as not purchased until bought, then off or on', () => {
    const push = pluginOf('web_push')!;
    expect(stateOf(push, null)).toBe('not_bought');
    expect(stateOf(push, { pluginKey: push.key, active: false, purchasedAt: new Date() })).toBe('off');
    expect(stateOf(push, { pluginKey: push.key, active: true, purchasedAt: new Date() })).toBe('on');
  });
});
