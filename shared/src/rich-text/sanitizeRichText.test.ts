import { sanitizeRichText } from './index';

describe('sanitizeRichText', () => {
  it('keeps simple formatting and drops scripts, handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a></p>',
    );
    expect(html).toBe('<p>Hi <strong>there</strong><a target="_blank" rel="noopener noreferrer nofollow">bad</a></p>');
  });

  it('opens allowed links in a new tab without an opener', () => {
    expect(sanitizeRichText('<a href="https://example.org/x">x</a>')).toBe(
      '<a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
