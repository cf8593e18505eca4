// `npm ci` installs exactly the lockfile and refuses one that lacks a package some platform needs: a lockfile
// written on one machine without the other platforms' optional builds (e.g. @tailwindcss/oxide-darwin-arm64)
// breaks every install on a Mac or in a container. Regenerate with `rm package-lock.json && npm install`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Entry {
  optionalDependencies?: Record<string, string>;
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, Entry> };
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, Record<string, string> | undefined>;

/** Where npm would find `name` from the package at `from`: its own node_modules, then each one above it. */
function resolves(from: string, name: string): boolean {
  let dir = from;
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}

describe('package-lock.json', () => {
  it('holds every optional package of every platform', () => {
    const missing = Object.entries(lock.packages).flatMap(([at, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(at, name))
        .map((name) => `${name} (for ${at || 'the project'})`),
    );
    expect(missing).toEqual([]);
  });

  it('records every dependency package.json declares', () => {
    const declared = ['dependencies', 'devDependencies'].flatMap((field) => Object.keys(manifest[field] ?? {}));
    expect(declared.filter((name) => !lock.packages[`node_modules/${name}`])).toEqual([]);
  });
});
