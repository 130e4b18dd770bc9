import { excerpt, EXCERPT_LENGTH, stripHtml } from './excerpt';

describe('stripHtml', () => {
  it('drops tags and keeps the words apart across block boundaries', () => {
    expect(stripHtml('<p>Join us <strong>tonight</strong>.</p><p>Doors at 6.</p>')).toBe('Join us tonight. Doors at 6.');
    expect(stripHtml('Line one<br>Line two<ul><li>a</li><li>b</li></ul>')).toBe('Line one Line two a b');
  });

  it('removes script and style bodies and comments', () => {
    expect(stripHtml('<style>p{color:red}</style>Hi<script>alert(1)</script><!-- note --> there')).toBe('Hi there');
  });

  it('decodes named and numeric entities', () => {
    expect(stripHtml('Tom &amp; Jerry&#39;s &quot;show&quot; &#x2014; &lt;live&gt;&nbsp;now')).toBe('Tom & Jerry\'s "show" — <live> now');
    expect(stripHtml('&unknown; stays')).toBe('&unknown; stays');
  });

  it('is empty for missing input', () => {
    expect(stripHtml(undefined)).toBe('');
    expect(stripHtml(null)).toBe('');
    expect(stripHtml('')).toBe('');
  });
});

describe('excerpt', () => {
  it('is cut at 360 characters by default', () => {
    expect(EXCERPT_LENGTH).toBe(360);
    const text = 'word '.repeat(100).trim(); // 499 characters
    const cut = excerpt(text);
    expect(cut.length).toBeLessThanOrEqual(360);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.slice(0, -1).endsWith('word')).toBe(true);
  });

  it('leaves text at or under the limit untouched, without an ellipsis', () => {
    expect(excerpt('<p>Short and sweet.</p>')).toBe('Short and sweet.');
    const exact = 'a'.repeat(360);
    expect(excerpt(exact)).toBe(exact);
  });

  it('cuts at a word boundary, trimming trailing punctuation before the ellipsis', () => {
    expect(excerpt('The council met today, and then voted.', 25)).toBe('The council met today…');
  });

  it('cuts inside a long word when there is no boundary near the end', () => {
    expect(excerpt('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
  });

  it('never splits an emoji', () => {
    expect(excerpt('🎉🎉🎉🎉🎉', 3)).toBe('🎉🎉…');
  });

  it('strips markup before measuring', () => {
    expect(excerpt(`<b>${'x'.repeat(5)}</b>`, 5)).toBe('xxxxx');
  });
});
