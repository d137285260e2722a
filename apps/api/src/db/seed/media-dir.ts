import { fileURLToPath } from 'node:url';

/** Folder of the images the seed content refers to, served at /media/seed/. */
export const seedMediaDir = fileURLToPath(new URL('./media', import.meta.url));
