// `node --import tsx seedPglite.ts <folder>`: an empty PGlite database in <folder>, from the
// template (made first if needed). For tests in browser-like environments, where PGlite is run
// apart from the emulated globals.
import { seedPgliteDir } from './pgliteTemplate.ts';

const [target] = process.argv.slice(2);
if (!target) throw new Error('usage: seedPglite.ts <folder>');
await seedPgliteDir(target);
