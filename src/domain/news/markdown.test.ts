import { describe, expect, it } from 'vitest';
import { newsExcerpt, renderNewsMarkdown } from './markdown.ts';

describe('an announcement rendered', () => {
  it('keeps paragraphs, line breaks, lists, headings and inline marks', () => {
    expect(renderNewsMarkdown('## Season 2\n\nIt **starts** *soon*.\nJoin us.\n\n- one\n- `two`')).toBe(
      '<h3>Season 2</h3><p>It <strong>starts</strong> <em>soon</em>.<br>Join us.</p><ul><li>one</li><li><code>two</code></li></ul>',
    );
  });

  it('links only http(s) addresses, opened without the page', () => {
    expect(renderNewsMarkdown('[Rules](https://example.com/rules?a=1&b=2)')).toBe(
      '<p><a href="https://example.com/rules?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">Rules</a></p>',
    );
    expect(renderNewsMarkdown('[x](javascript:alert(1))')).toBe('<p>[x](javascript:alert(1))</p>');
  });

  it('never lets HTML through: tags and attributes are text', () => {
    const html = renderNewsMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[a](https://x.io/"onmouseover="x)',
    );
    expect(html).not.toMatch(/<script|<img|onerror="|"onmouseover/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('gives a plain excerpt cut on a word', () => {
    expect(newsExcerpt('**Big** [news](https://x.io) for _all_')).toBe('Big news for all');
    expect(newsExcerpt('word '.repeat(50), 20)).toBe('word word word word…');
  });
});
