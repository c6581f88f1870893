import { clsx, type ClassValue } from 'clsx';
import { createTailwindMerge, getDefaultConfig, type Config } from 'tailwind-merge';

// The Tailwind class groups this site's source uses (kept exact by cn.test.ts). tailwind-merge builds a lookup of
// every group it knows on its first call; knowing only these halves that, and merges our classes exactly as the full
// merger would: a class outside them is in no group we use, so it conflicts with none of ours.
export const CLASS_GROUPS = `
  display sr overflow overflow-x overflow-y position inset inset-x inset-y top right bottom left visibility z
  flex-direction flex-wrap flex grow shrink grid-cols col-start-end gap gap-x gap-y justify-content align-items
  align-self p px py pt pr pb pl mx my mt mr mb ml space-y size w min-w max-w h min-h max-h font-size font-style
  font-weight font-family fvn-spacing tracking line-clamp leading list-style-type text-alignment text-color
  text-decoration underline-offset text-transform text-overflow vertical-align whitespace break bg-color
  gradient-from gradient-to rounded border-w border-w-t border-w-r border-w-b border-w-l divide-y border-style
  border-color divide-color outline-style outline-w outline-color shadow shadow-color ring-w ring-color opacity
  filter backdrop-blur transition animate rotate translate-x translate-y accent cursor pointer-events scroll-mt
  snap-align snap-type fill stroke
`
  .trim()
  .split(/\s+/);

const merge = createTailwindMerge(() => {
  const config: Config<string, string> = getDefaultConfig();
  const classGroups = Object.fromEntries(CLASS_GROUPS.map((group) => [group, config.classGroups[group]!]));
  return { ...config, classGroups };
});

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs));
}
