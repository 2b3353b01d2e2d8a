import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as content from './index.ts';

const publicDir = join(import.meta.dirname, '../../public');

/** Every `/images/…` path referenced by the content modules. */
function imagePaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/images/') ? [value] : [];
  if (typeof value === 'function' || value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(imagePaths);
}

describe('content images', () => {
  const paths = [...new Set(imagePaths(content))];

  it('exist in public/, as small SVGs whose size matches the declared one', () => {
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const file = join(publicDir, path);
      expect(existsSync(file), path).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg.length, path).toBeLessThan(8_000);
      expect(svg, path).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/,
      );
    }
  });

  it('declares each image asset with its drawn width and height', () => {
    const assets = [
      ...content.sixFeatureTabs.map((tab) => tab.image),
      ...content.teamMembers.map((member) => member.image),
      ...content.showcaseProjects.flatMap((project) => [project.image, project.mobileImage]),
      ...content.partnerLogos,
    ];
    for (const asset of assets) {
      const svg = readFileSync(join(publicDir, asset.src), 'utf8');
      expect(svg, asset.src).toContain(`width="${asset.width}" height="${asset.height}"`);
      expect(asset.alt.length, asset.src).toBeGreaterThan(3);
    }
  });

  it('has an inline-safe illustration for every hero: the page inlines it whole', () => {
    const artDir = join(import.meta.dirname, 'heroArt');
    const names = readdirSync(artDir).map((file) => file.replace(/\.svg$/, ''));
    expect(names.sort()).toEqual(Object.keys(content.heroes).sort());
    for (const name of names) {
      const svg = readFileSync(join(artDir, `${name}.svg`), 'utf8');
      expect(svg.length, name).toBeLessThan(8_000);
      expect(svg, name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 560 480"/,
      );
      // Inline, an id, a style sheet or a script would reach the whole page.
      expect(svg, name).not.toMatch(/\sid=|<style|<script|\son\w+=/i);
    }
    for (const hero of Object.values(content.heroes)) {
      expect(hero.illustrationAlt).toMatch(/^Illustration of /);
    }
  });
});
