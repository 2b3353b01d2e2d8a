// Before the browser tests: build what is stale (the remotes, the widgets, the site), once.
import { buildAll } from '../build.mjs';

export default function globalSetup() {
  buildAll();
}
