import { hasMarkup, textParagraphs } from './richTextParagraphs';

describe('textParagraphs', () => {
  it('splits plain text at blank lines', () => {
    expect(textParagraphs('One.\n\n  Two,\nstill two.\n\n\nThree.')).toEqual(['One.', 'Two,\nstill two.', 'Three.']);
    expect(hasMarkup('Fish < chips & 3 > 2')).toBe(false);
    expect(textParagraphs('Fish < chips & 3 > 2')).toEqual(['Fish < chips & 3 > 2']);
  });

  it('gives markup’s text, block by block, with every tag and script dropped and entities decoded', () => {
    expect(
      textParagraphs('<p>One &amp; <strong>only</strong></p><ul><li>A</li><li>B&#8217;s</li></ul>Tail<br>end<script>x()</script>'),
    ).toEqual(['One & only', 'A', 'B’s', 'Tail', 'end']);
    expect(textParagraphs('<p>&lt;b&gt; stays text &unknown;</p>')).toEqual(['<b> stays text &unknown;']);
  });
});
