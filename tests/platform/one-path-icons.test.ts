import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asPathData, iconNodeOf, onePath, onePathIcons } from '../../scripts/web-build/one-path-icons';

const medal = fileURLToPath(new URL('../../node_modules/lucide-react/dist/esm/icons/medal.mjs', import.meta.url));

describe('Lucide icons drawn as one path', () => {
  it('writes each kind of stroke as path data', () => {
    expect(asPathData('path', { d: 'M8 7h8', key: 'a' })).toBe('M8 7h8');
    // A relative start becomes absolute; the pairs after it stay relative lines.
    expect(asPathData('path', { d: 'm13 12 5.88-9.8' })).toBe('M13 12l5.88-9.8');
    expect(asPathData('path', { d: 'm2 2h4' })).toBe('M2 2h4');
    expect(asPathData('circle', { cx: '12', cy: '17', r: '5' })).toBe('M7 17a5 5 0 1 0 10 0a5 5 0 1 0 -10 0z');
    expect(asPathData('line', { x1: '1', y1: '2', x2: '3', y2: '4' })).toBe('M1 2L3 4');
    expect(asPathData('polyline', { points: '1 2 3 4 5 6' })).toBe('M1 2L3 4L5 6');
    expect(asPathData('polygon', { points: '1,2 3,4 5,6' })).toBe('M1 2L3 4L5 6z');
    expect(asPathData('rect', { x: '2', y: '3', width: '8', height: '6' })).toBe('M2 3h8v6h-8z');
    expect(asPathData('rect', { x: '2', y: '3', width: '8', height: '6', rx: '2' })).toBe(
      'M4 3h4a2 2 0 0 1 2 2v2a2 2 0 0 1 -2 2h-4a2 2 0 0 1 -2 -2v-2a2 2 0 0 1 2 -2z',
    );
  });

  it('keeps apart what is not plain geometry', () => {
    expect(asPathData('circle', { cx: '1', cy: '1', r: '1', fill: 'currentColor' })).toBeNull();
    const node: [string, Record<string, string>][] = [
      ['path', { d: 'M1 1h2', key: 'a' }],
      ['circle', { cx: '5', cy: '5', r: '1', fill: 'currentColor', key: 'b' }],
      ['line', { x1: '0', y1: '0', x2: '1', y2: '1', key: 'c' }],
    ];
    expect(onePath(node)).toEqual([['path', { d: 'M1 1h2M0 0L1 1', key: 'strokes' }], node[1]]);
  });

  it('rewrites a Lucide icon module as it is bundled', () => {
    const transform = onePathIcons().transform as (code: string, id: string) => { code: string } | null;
    const { code } = transform(readFileSync(medal, 'utf8'), medal)!;
    const node = iconNodeOf(code)!;
    expect(node.map(([tag]) => tag)).toEqual(['path']);
    expect(node[0]![1].d).toContain('M11 12 5.12 2.2M13 12l5.88-9.8');
    expect(transform('export const x = 1;', '/src/web/app.tsx')).toBeNull();
    // An alias of another icon has no node of its own.
    expect(iconNodeOf("export { default } from './alarm-clock-check.mjs';")).toBeNull();
  });
});
