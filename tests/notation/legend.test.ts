import { describe, expect, it } from 'vitest';
import { GRAMMAR, legend } from '../../src/notation/legend.js';
import { CONTAINER_KINDS, DETAILS, FLAG_ORDER, VIA_SIGNALS } from '../../src/model/snapshot.js';
import { CONTAINER_KIND_OF_ROLE } from '../../src/engine/roles.js';

describe('notation/legend', () => {
  describe('#legend', () => {
    const text = legend();
    const lines = text.split('\n');

    it('carries the grammar line of seed 000 byte for byte', () => {
      expect(GRAMMAR).toBe(
        '<ref> <role>[<index>] "<name>" [x<count>] [$<testId>|#<id>] [="<value>"] [?"<placeholder>"] [<flags>] [row:"<anchor>"] [in:<kind>"<name>"] [icon:<name>] [via:<signal>]',
      );
      expect(lines[1]).toBe('  ' + GRAMMAR);
    });

    it('lists every flag, in order, after level=N', () => {
      const flagLines = lines.filter((line) => /^ {4}[a-z]+ {2,}/.test(line)).map((line) => line.trim().split(/\s+/)[0]);
      expect(flagLines).toEqual([...FLAG_ORDER]);
      expect(text).toContain("a heading's level=N comes first");
    });

    it('describes every level, around, the first lines and the via signals', () => {
      for (const level of [...DETAILS, 'around eN']) expect(text).toMatch(new RegExp(`^  ${level} +\\S`, 'm'));
      expect(text).toContain('`snapshot v2`, then `page "<title>" url="<url>" settled`');
      expect(text).toContain('loading(Network N)');
      expect(text).toContain(VIA_SIGNALS.join(', '));
      expect(text).toContain('engine:<jsdom|chromium|dom>');
    });

    it('names every container kind the engine prints, from the one list', () => {
      const said = /in:<kind>"<name>" the innermost container: ([^;]*);/.exec(text.replace(/\n\s+/g, ' '))![1];
      const named = said.replace(/ or frame for an inlined iframe/, ' frame').split(/, ?/);
      expect(named).toEqual([...CONTAINER_KINDS]);
      for (const kind of Object.values(CONTAINER_KIND_OF_ROLE)) expect(named).toContain(kind);
    });

    it('says that [index] and x count across roles', () => {
      expect(text).toContain('whatever their role');
      expect(text).toContain('button[1] "Go" x2 and link[2] "Go" x2');
    });

    it('names the desc:"…" extension and where compact prints it', () => {
      expect(text).toContain('[desc:"<description>"]');
      expect(text).toMatch(/desc:"…" the description .*invalid/s);
    });

    it('says how to write a selector', () => {
      expect(text).toContain('{ testId: "…" }');
      expect(text).toContain('{ index: <index>, of: <count> }');
      expect(text).toContain('{ rightOf: "<anchor>" }');
    });

    it('ends with one newline and keeps prose lines readable in a terminal', () => {
      expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
      for (const line of lines.slice(2)) expect(line.length).toBeLessThanOrEqual(120);
    });
  });
});
