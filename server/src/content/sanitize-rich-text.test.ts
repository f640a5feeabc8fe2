import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-rich-text';

describe('sanitizeRichText', () => {
  it('keeps the formatting the editors use', () => {
    const html =
      '<h2>Heart care</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
      '<blockquote>q</blockquote><hr><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<div class="note"><span class="x">s</span></div><img src="/uploads/a.webp" alt="A" width="10" height="20">';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Heart care</h2><p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s><br /></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<blockquote>q</blockquote><hr /><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
        '<div class="note"><span class="x">s</span></div><img src="/uploads/a.webp" alt="A" width="10" height="20" />',
    );
  });

  it('keeps http, https, mailto, tel and relative links', () => {
    for (const href of ['https://example.org/a', 'http://example.org', 'mailto:a@b.org', 'tel:+911234', '/about-us', '#top', 'contact']) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('adds noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.org" target="_blank">x</a>')).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it.each([
    ['<a href="javascript:alert(1)">x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>'],
    ['<a href="jav\tascript:alert(1)">x</a>'],
    ['<a href=" javascript:alert(1)">x</a>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
    ['<a href="java\nscript:alert(1)">x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>'],
  ])('drops a dangerous URL: %s', (html) => {
    const clean = sanitizeRichText(html);
    expect(clean).toBe('<a>x</a>');
  });

  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<style>body{display:none}</style><p>ok</p>', '<p>ok</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p onclick="alert(1)" style="color:red">x</p>', '<p>x</p>'],
    ['<img src="javascript:alert(1)">', '<img />'],
    ['<IMG SRC="jav&#x0A;ascript:alert(1)">', '<img />'],
    ['<object data="x"></object><embed src="x"><form><input></form>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', '<table></table>'],
  ])('removes active content: %s', (html, expected) => {
    const clean = sanitizeRichText(html);
    expect(clean).toBe(expected);
    expect(clean).not.toMatch(/onerror|onclick|<script|javascript:|<style|<iframe/i);
  });
});
