import { describe, expect, it } from 'vitest';
import { AI_BACKGROUND_SCENES } from './constants.ts';
import { expansionPercent, resultName, scenePrompt, sceneText, sourceRef, upscaledSize, upscaleWarned } from './rules.ts';

describe('AI background rules', () => {
  it('measures an upscale to 2K by the longer side, warning over 80%', () => {
    expect(expansionPercent(1024, 768)).toBe(100);
    expect(upscaleWarned(1024, 768)).toBe(true);
    // 2048 / 1138 is 80.0% more: not over 80%.
    expect(expansionPercent(1138, 600)).toBe(80);
    expect(upscaleWarned(1138, 600)).toBe(false);
    expect(upscaleWarned(1137, 600)).toBe(true);
    expect(expansionPercent(2048, 100)).toBe(0);
    expect(expansionPercent(3000, 3000)).toBe(0);
    expect(expansionPercent(0, 0)).toBe(0);
  });

  it('upscales the longer side to 2048 px, keeping proportions, never down', () => {
    expect(upscaledSize(1000, 500)).toEqual({ width: 2048, height: 1024 });
    expect(upscaledSize(300, 400)).toEqual({ width: 1536, height: 2048 });
    expect(upscaledSize(2500, 100)).toEqual({ width: 2500, height: 100 });
  });

  it('takes a preset scene by its key, or the merchant’s own words', () => {
    expect(sceneText('product', 'marble')).toBe(AI_BACKGROUND_SCENES.product.marble);
    expect(sceneText('portrait', 'marble')).toBe('marble');
    expect(scenePrompt('portrait', ' on a beach ')).toMatch(/^Place the person .*, on a beach\. Keep/);
    expect(scenePrompt('product', 'x')).toMatch(/^Place the product/);
  });

  it('names the result and its source', () => {
    expect(resultName('mug (2).png', 'portrait')).toBe('mug (2)-ai-portrait.png');
    expect(resultName('.png', 'product')).toBe('image-ai-product.png');
    expect(sourceRef('j1', 3, 'product')).toBe('j1/3/product');
  });
});
