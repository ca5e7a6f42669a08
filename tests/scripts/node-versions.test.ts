/**
 * `engines` promises the Node majors CI runs, and no other: the main
 * toolchain's, the current majors', and the smoke run's (all named in
 * scripts/node-versions.mjs). Each lower bound is one every runtime
 * dependency accepts, and README's tested-with table names each Node.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { NODE_VERSIONS } from '../../scripts/node-versions.mjs';

const manifest = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
const run = [NODE_VERSIONS.main, NODE_VERSIONS.majors, ...NODE_VERSIONS.smoke].map(Number).sort((a, b) => a - b);

type Version = [number, number, number];

/** The versions `range` names: `^X.Y.Z` (that major from X.Y.Z) and `>=X.Y.Z`, joined by `||`; anything else throws. */
function parts(range: string): { from: Version; major: boolean }[] {
  return range.split('||').map((part) => {
    const match = /^(\^|>=)\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(part.trim());
    if (!match) throw new Error(`a range this test cannot read: ${JSON.stringify(range)}`);
    return { from: [Number(match[2]), Number(match[3] ?? 0), Number(match[4] ?? 0)], major: match[1] === '^' };
  });
}

const compare = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
const admits = (range: string, version: Version) => parts(range).some(({ from, major }) => compare(version, from) >= 0 && (!major || version[0] === from[0]));

describe('Node versions', () => {
  test('engines names each Node major CI runs, one caret range each, and no other', () => {
    const ranges = parts(manifest.engines.node);
    expect(ranges.every((range) => range.major)).toBe(true);
    expect(ranges.map((range) => range.from[0])).toEqual(run);
  });

  test("each range's lowest version is one every runtime dependency accepts", () => {
    const refused = [];
    for (const { from } of parts(manifest.engines.node)) {
      for (const name of Object.keys(manifest.dependencies)) {
        const wanted = JSON.parse(readFileSync(resolve(ROOT, 'node_modules', name, 'package.json'), 'utf8')).engines?.node;
        if (wanted && !admits(wanted, from)) refused.push(`${name} (${wanted}) refuses ${from.join('.')}`);
      }
    }
    expect(refused).toEqual([]);
  });

  test("README's tested-with table has a column for each toolchain, and its text quotes engines", () => {
    const header = readme.split('\n').find((line) => line.startsWith('| door |'));
    expect(header).toBe(
      `| door | main: Node ${NODE_VERSIONS.main} | current majors: Node ${NODE_VERSIONS.majors} | smoke: Node ${NODE_VERSIONS.smoke.join(' and ')} |`,
    );
    expect(readme.replace(/\s+/g, ' ')).toContain(`\`engines\` says Node \`${manifest.engines.node}\``);
  });
});
