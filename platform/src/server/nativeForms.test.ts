import { replaceElementContent, withoutScripts } from './nativeForms';

describe('the page a native form post is answered with', () => {
  it('replaces the marked element’s content, nested elements of the same name included, and keeps the rest', () => {
    const page =
      '<main><h1>Tips</h1><div data-beacon-form-result=""><div><form><div>a</div></form></div><section>b</section></div><p>kept</p></main>';
    expect(replaceElementContent(page, 'data-beacon-form-result', '<p>receipt</p>')).toBe(
      '<main><h1>Tips</h1><div data-beacon-form-result=""><p>receipt</p></div><p>kept</p></main>',
    );
  });

  it('says when the page has no such element (or an unclosed one)', () => {
    expect(replaceElementContent('<main><form></form></main>', 'data-beacon-form-result', 'x')).toBeNull();
    expect(replaceElementContent('<div data-beacon-form-result=""><div>', 'data-beacon-form-result', 'x')).toBeNull();
  });

  it('runs nothing: scripts, inline data and script preloads are removed, styles stay', () => {
    const page =
      '<head><link rel="preload" as="script" href="/a.js"><link data-after-first-screen as="script" href="/b.js"><style>p{}</style><script type="application/json" id="beacon-boot">{}</script></head><body><script src="/main.js"></script><p>x</p></body>';
    expect(withoutScripts(page)).toBe('<head><style>p{}</style></head><body><p>x</p></body>');
  });
});
