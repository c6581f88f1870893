// The small formatting staff may use in an announcement, rendered to HTML that is safe by construction: every
// character of the text is escaped first, and the only tags in the result are the few written here. No HTML typed
// by staff ever reaches a page (a <script> shows as text). Discord reads the same subset as it is.
//
//   paragraphs (a blank line)   line breaks   - or * lists   ## headings   **bold**   *italic*   `code`
//   [text](https://link)

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** Inline marks of one escaped line; a link goes only to http(s) addresses, and opens without the page's context. */
function inline(escaped: string): string {
  return escaped
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|[^*\w])\*([^*\s][^*]*)\*(?!\w)/g, '$1<em>$2</em>')
    .replace(/(^|[^_\w])_([^_\s][^_]*)_(?!\w)/g, '$1<em>$2</em>')
    .replace(
      /\[([^\]]+)\]\((https?:\/\/[^\s()]+)\)/g,
      '<a href="$2" rel="noopener noreferrer nofollow" target="_blank">$1</a>',
    );
}

const LIST_ITEM = /^\s*[-*]\s+(.*)$/;
const HEADING = /^#{1,3}\s+(.*)$/;

/** The announcement's text as HTML: paragraphs, lists and headings of escaped text with inline marks. */
export function renderNewsMarkdown(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/);
  const html: string[] = [];
  for (const block of blocks) {
    const lines = block.split('\n').map((l) => escapeHtml(l.trimEnd()));
    if (lines.length === 0 || lines.every((l) => l.trim() === '')) continue;
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) html.push(`<p>${paragraph.map(inline).join('<br>')}</p>`);
      if (list.length) html.push(`<ul>${list.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`);
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      const item = LIST_ITEM.exec(line);
      const heading = HEADING.exec(line);
      if (item) {
        if (paragraph.length) flush();
        list.push(item[1]!);
      } else if (heading) {
        flush();
        html.push(`<h3>${inline(heading[1]!)}</h3>`);
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return html.join('');
}

/** The text without its marks, cut at `max` characters on a word: what a short preview shows. */
export function newsExcerpt(text: string, max = 160): string {
  const plain = text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#{1,3}|[-*])\s+/gm, '')
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
