/**
 * One chunk for everything the browser entry imports statically (decision 120). Left to itself,
 * rolldown puts each module that the entry shares with a lazy page (React, the router, constants…)
 * into a small chunk of its own: a dozen files on the home page's first load, each gzipped apart.
 * Together they compress about 2 KB smaller, and the same modules load.
 */
type ModuleInfo = { importedIds: readonly string[]; dynamicImporters: readonly string[] };
type Context = { getModuleInfo(id: string): ModuleInfo | null };

export const FIRST_LOAD_CHUNK = 'first-load';

/**
 * A stylesheet stays with the entry: the document carries it inline (decision 013), and a lazy
 * chunk importing from a chunk with a stylesheet would fetch it as a <link> on top.
 */
const STYLESHEET = /\.css(?:\?|$)/;

/**
 * One icon of an icon package: reached through the package's index by the entry and by lazy pages
 * alike, but each page needs only its own. Icons keep rolldown's chunking (an icon goes with the
 * chunk that uses it), so no page's icons ride along on the first load.
 */
const ICON_MODULE = /node_modules\/@heroicons\/react\/.+\/[A-Z]\w*Icon\.js$/;

/**
 * The modules reachable from the entry through static imports only, the entry itself excluded. A
 * module something imports dynamically is a split point of its own (a content icon reached through
 * its package's index, for one): it stays out, and so does what only it leads to.
 */
export function staticallyFrom(entryId: string, info: (id: string) => ModuleInfo | null): Set<string> {
  const reached = new Set<string>();
  const queue = [...(info(entryId)?.importedIds ?? [])];
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (reached.has(id) || id === entryId || (info(id)?.dynamicImporters.length ?? 0) > 0) continue;
    reached.add(id);
    queue.push(...(info(id)?.importedIds ?? []));
  }
  return reached;
}

/** A `codeSplitting.groups[].name` function: the first-load chunk for the entry's static graph. */
export function firstLoadChunkName(entryId: string) {
  let firstLoad: Set<string> | null = null;
  return (moduleId: string, context: Context): string | null => {
    firstLoad ??= staticallyFrom(entryId, (id) => context.getModuleInfo(id));
    return firstLoad.has(moduleId) && !ICON_MODULE.test(moduleId) && !STYLESHEET.test(moduleId)
      ? FIRST_LOAD_CHUNK
      : null;
  };
}
