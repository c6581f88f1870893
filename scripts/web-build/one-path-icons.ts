import type { Plugin } from 'vite';

// A Lucide icon is an <svg> with one element per stroke: a path, a circle, a line. A card with three icons is
// twenty elements that the phone creates, styles and lays out. Drawn as one <path>, the same strokes look the
// same (one colour, one width, round caps and joins), and each icon is two elements.

type Attributes = Record<string, string>;
export type IconNode = [string, Attributes][];

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const GEOMETRY: Record<string, string[]> = {
  path: ['d'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polyline: ['points'],
  polygon: ['points'],
};

/**
 * A path that starts with a relative move (`m1 2 3 4`) starts at 1,2 on its own, but after another path's strokes it
 * would start from where they ended: written absolute, with the pairs after it still relative lines (`M1 2l3 4`).
 */
function absoluteStart(d: string): string {
  const text = d.trim();
  if (!text.startsWith('m')) return text;
  let at = 1;
  const numbers: string[] = [];
  while (numbers.length < 2) {
    while (/[\s,]/.test(text[at] ?? '')) at++;
    NUMBER.lastIndex = at;
    const found = NUMBER.exec(text);
    if (!found) return text;
    numbers.push(found[0]);
    at = NUMBER.lastIndex;
  }
  const rest = text.slice(at).trim().replace(/^,/, '');
  return `M${numbers.join(' ')}${/^[+\-.\d]/.test(rest) ? 'l' : ''}${rest}`;
}

const n = (attributes: Attributes, name: string, fallback = 0) => Number(attributes[name] ?? fallback);

/** The element's strokes as path data, or null when it is not plain geometry (its own fill, say). */
export function asPathData(tag: string, attributes: Attributes): string | null {
  const geometry = GEOMETRY[tag];
  if (!geometry || Object.keys(attributes).some((name) => name !== 'key' && !geometry.includes(name))) return null;
  switch (tag) {
    case 'path':
      return absoluteStart(attributes.d ?? '');
    case 'circle':
    case 'ellipse': {
      const [cx, cy] = [n(attributes, 'cx'), n(attributes, 'cy')];
      const rx = n(attributes, tag === 'circle' ? 'r' : 'rx');
      const ry = n(attributes, tag === 'circle' ? 'r' : 'ry');
      return `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0z`;
    }
    case 'rect': {
      const [x, y, w, h] = [n(attributes, 'x'), n(attributes, 'y'), n(attributes, 'width'), n(attributes, 'height')];
      const rx = Math.min(n(attributes, 'rx', Number(attributes.ry ?? 0)), w / 2);
      const ry = Math.min(n(attributes, 'ry', rx), h / 2);
      if (!rx || !ry) return `M${x} ${y}h${w}v${h}h${-w}z`;
      const corner = (dx: number, dy: number) => `a${rx} ${ry} 0 0 1 ${dx} ${dy}`;
      return (
        `M${x + rx} ${y}h${w - 2 * rx}${corner(rx, ry)}v${h - 2 * ry}${corner(-rx, ry)}` +
        `h${2 * rx - w}${corner(-rx, -ry)}v${2 * ry - h}${corner(rx, -ry)}z`
      );
    }
    case 'line':
      return `M${n(attributes, 'x1')} ${n(attributes, 'y1')}L${n(attributes, 'x2')} ${n(attributes, 'y2')}`;
    default: {
      const points = (attributes.points ?? '').trim().split(/[\s,]+/);
      const pairs = points.flatMap((value, i) => (i % 2 ? [] : [`${value} ${points[i + 1]}`]));
      return `M${pairs.join('L')}${tag === 'polygon' ? 'z' : ''}`;
    }
  }
}

/** The icon's plain strokes as one path, first; what is not plain geometry stays as it was, after it. */
export function onePath(node: IconNode): IconNode {
  const data = node.map(([tag, attributes]) => asPathData(tag, attributes));
  const merged = data.filter((d): d is string => d !== null);
  const kept = node.filter((_, i) => data[i] === null);
  return merged.length < 2 ? node : [['path', { d: merged.join(''), key: 'strokes' }], ...kept];
}

const ICON_DATA = /(?<=\bconst __iconData = )\{[\s\S]*?\}(?=;\n)/;

/** A Lucide icon module's data (name, size, node, aliases), a literal as Lucide wrote it; null for an alias. */
function iconDataOf(code: string): { node: IconNode } | null {
  const found = ICON_DATA.exec(code);
  return found ? (new Function(`return ${found[0]}`)() as { node: IconNode }) : null;
}

/** A Lucide icon module's node; null for an alias (`export { default } from './other.mjs'`). */
export const iconNodeOf = (code: string): IconNode | null => iconDataOf(code)?.node ?? null;

/** The Vite plugin: rewrites each Lucide icon module's node as it is bundled. */
export function onePathIcons(): Plugin {
  return {
    name: 'one-path-icons',
    transform(code, id) {
      if (!/[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/.test(id)) return null;
      const data = iconDataOf(code);
      if (!data) return null;
      return { code: code.replace(ICON_DATA, JSON.stringify({ ...data, node: onePath(data.node) })), map: null };
    },
  };
}
