// Chromium for the browser tests: the system /usr/bin/chromium with the flags known to work here
// (DESIGN.md §8). playwright-core drives it; no browser download.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const flags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: apt-get install -y chromium (or set CHROME_PATH)`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: flags });
}
