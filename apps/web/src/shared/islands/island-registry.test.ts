import { describe, expect, it, vi } from 'vitest';
import { defineIsland, islandById, loadAllIslands } from './island-registry';

const Component = () => null;

describe('island registry', () => {
  it('loads an island once, and ready() settles on that load without starting one', async () => {
    const importer = vi.fn(async () => Component);
    const island = defineIsland('registry-once', 'visible', importer);
    let settled = false;
    island.ready().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(importer).not.toHaveBeenCalled();
    expect(settled).toBe(false);
    expect(await Promise.all([island.load(), island.load()])).toEqual([Component, Component]);
    await Promise.resolve();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(settled).toBe(true);
    expect(island.loaded()).toBe(Component);
    expect(islandById('registry-once')).toBe(island);
  });

  it('tries a failed chunk again on the next load', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Component);
    const island = defineIsland('registry-retry', 'interaction', importer);
    await expect(island.load()).rejects.toThrow('offline');
    expect(island.loaded()).toBeUndefined();
    await expect(island.load()).resolves.toBe(Component);
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('loads every missing island for a navigation, and answers null once none is missing', async () => {
    const importer = vi.fn(async () => Component);
    defineIsland('registry-all', 'visible', importer);
    const waiting = loadAllIslands();
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(importer).toHaveBeenCalledTimes(1);
    expect(loadAllIslands()).toBeNull();
  });
});
