import { describe, expect, it } from 'vitest';
import { isWebAssetImport } from './web-asset-imports';

describe('the web asset imports the server build leaves to the website build', () => {
  it("are Vite's URL imports of assets", () => {
    expect(isWebAssetImport('./icon-sprite.svg?no-inline')).toBe(true);
    expect(isWebAssetImport('./worklet.js?url')).toBe(true);
    expect(isWebAssetImport('./img.svg?url&no-inline')).toBe(true);
  });

  it('are no module of the server', () => {
    expect(isWebAssetImport('./icon')).toBe(false);
    expect(isWebAssetImport('@wegweiser/contracts/constants')).toBe(false);
    expect(isWebAssetImport('./search?query=url')).toBe(false);
  });
});
