// The head of a page the server renders per address (a trainer's profile, issue 39): its title, description and the
// Open Graph and Twitter tags a link pasted in Discord unfurls from, all in the first HTML.

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The document's title from the render's heading, its description from the paragraph after it (as the build names
 * a prerendered page), and the share tags: the image is the render's `<img data-share-image>`, else the site's icon.
 */
export function withShareTags(html: string, markup: string, url: string, siteName: string): string {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(markup);
  if (!h1) return html;
  const title = text(h1[1]!);
  const lead = /<\/h1>\s*<p[^>]*>([\s\S]*?)<\/p>/.exec(markup);
  const description = lead ? text(lead[1]!) : '';
  const image = /<img[^>]*data-share-image[^>]*>/.exec(markup)?.[0];
  const imageUrl = (image && /\bsrc="([^"]+)"/.exec(image)?.[1]) || new URL('/favicon.png', url).href;
  const tags = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:site_name', siteName],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['property', 'og:image', new URL(imageUrl.replace(/&amp;/g, '&'), url).href],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', new URL(imageUrl.replace(/&amp;/g, '&'), url).href],
  ]
    .map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value!)}" />`)
    .join('');
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    )
    .replace('</head>', () => `${tags}<link rel="canonical" href="${escapeHtml(url)}" /></head>`);
}
