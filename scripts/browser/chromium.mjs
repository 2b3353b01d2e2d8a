// Chromium for the browser tests and the benches: the system /usr/bin/chromium with the flags
// known to work here (DESIGN.md §8). No browser download.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Flags for headless Chromium on this kind of machine (no sandbox in containers, no GPU). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Debian's Chromium, driven unless CHROME_PATH names another. */
export const defaultChromium = '/usr/bin/chromium';

/** The Chromium to drive, or a message saying how to install it. */
export function chromiumPath() {
  const path = process.env.CHROME_PATH ?? defaultChromium;
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}: apt-get install -y chromium (or set CHROME_PATH)`,
    );
  }
  return path;
}

export function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless=new', ...chromiumFlags],
  });
}
