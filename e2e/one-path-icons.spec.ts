import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { iconNodeOf, onePath, type IconNode } from '../scripts/web-build/one-path-icons';
import { expect, test } from './support/fixtures';

const lucide = fileURLToPath(new URL('../node_modules/lucide-react/dist/esm/', import.meta.url));
const source = fileURLToPath(new URL('../src/web/', import.meta.url));

/** The icon files the site's code imports (`import { Medal } from 'lucide-react'`), through Lucide's index. */
function iconFilesUsed(): string[] {
  const fileOf = new Map<string, string>();
  for (const [, names, file] of readFileSync(lucide + 'lucide-react.mjs', 'utf8').matchAll(
    /export \{ ([^}]+) \} from '\.\/(icons\/[^']+)'/g,
  ))
    for (const name of names!.matchAll(/default as (\w+)/g)) fileOf.set(name[1]!, file!);
  const used = new Set<string>();
  for (const file of readdirSync(source, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'))) {
    for (const [, names] of readFileSync(source + file, 'utf8').matchAll(/import \{([^}]+)\} from 'lucide-react'/g))
      for (const name of names!.split(',').map((n) => n.trim())) {
        // `X as Close` is X; `type LucideIcon` is no icon.
        if (name && !name.startsWith('type ')) used.add(fileOf.get(name.split(' ')[0]!) ?? `unknown icon ${name}`);
      }
  }
  return [...used].sort();
}

/** An icon as Lucide draws it by default, at 96 px so that a wrong stroke shows. */
const svg = (node: IconNode) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 24 24" fill="none" stroke="black" ' +
  'stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  node
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes).filter(([name]) => name !== 'key');
      return `<${tag} ${written.map(([name, value]) => `${name}="${value}"`).join(' ')}/>`;
    })
    .join('') +
  '</svg>';

test('each Lucide icon the site uses, drawn as one path, looks as Lucide draws it', async ({ page }) => {
  const icons = iconFilesUsed().map((file) => {
    const node = iconNodeOf(readFileSync(lucide + file, 'utf8'));
    expect(node, file).not.toBeNull();
    return { file, before: svg(node!), after: svg(onePath(node!)) };
  });
  expect(icons.length).toBeGreaterThan(40);
  const differing = await page.evaluate(async (icons) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 96;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    const pixels = async (source: string) => {
      const image = new Image();
      image.src = `data:image/svg+xml,${encodeURIComponent(source)}`;
      await image.decode();
      context.clearRect(0, 0, 96, 96);
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, 96, 96).data;
    };
    const out: string[] = [];
    for (const { file, before, after } of icons) {
      const [a, b] = [await pixels(before), await pixels(after)];
      let ink = 0;
      let changed = 0;
      for (let i = 3; i < a.length; i += 4) {
        if (a[i]! > 128) ink++;
        // Where two strokes overlap, their edges blend once rather than twice: a few pixels differ a little.
        if (Math.abs(a[i]! - b[i]!) > 100) changed++;
      }
      if (changed > Math.max(3, ink / 100)) out.push(`${file}: ${changed} of ${ink} pixels`);
    }
    return out;
  }, icons);
  expect(differing).toEqual([]);
});
