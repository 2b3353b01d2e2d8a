// Releases a partner can verify (issue 28): each release's hashes are served beside its files,
// at /widgets/<version>/release.json, immutable, readable from any page (CORS), and what they
// name is what the CDN serves.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { root } from '../../lib/paths.mjs';
import { expect, test } from '../fixtures.mjs';

/** A page of a partner's own on 127.0.0.1, another origin than the CDN's. */
async function servePage(html) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

test('partner release: /widgets/<version>/release.json is served immutable, and its hashes check the files', async ({
  newPage,
  cdn,
}) => {
  const built = JSON.parse(readFileSync(join(root, 'widgets/dist/release.json'), 'utf8'));
  const address = `${cdn}/widgets/${built.version}/release.json`;
  const page = await newPage();
  const answer = await page.request.get(address);
  expect(answer.status(), address).toBe(200);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers()['content-type']).toMatch(/^application\/json/);
  expect(await answer.json()).toEqual(built);

  // A partner's page reads it cross-origin and has the browser check a pinned file against it.
  const own = await servePage('<!doctype html><title>Acme</title><p>Acme Builders</p>');
  try {
    await page.goto(own.url);
    const checked = await page.evaluate(async (release) => {
      const { version, files } = await (await fetch(release)).json();
      const base = release.replace(/release\.json$/, '');
      const verified = async (file, integrity) =>
        fetch(`${base}${file}`, { integrity, mode: 'cors' }).then(
          () => true,
          () => false,
        );
      const first = Object.keys(files).find((file) => file.startsWith('modules/demo-'));
      return {
        version,
        demo: await verified('demo.js', files['demo.js']),
        module: await verified(first, files[first]),
        // A hash that is not the file's: the browser refuses it.
        wrong: await verified('demo.js', files['funding.js']),
      };
    }, address);
    expect(checked).toEqual({ version: built.version, demo: true, module: true, wrong: false });
  } finally {
    own.close();
  }
});
