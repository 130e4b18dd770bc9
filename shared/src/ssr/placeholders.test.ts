import { runtimeConfigFromEnv } from '../config/fromEnv';
import { BASE_URL_PLACEHOLDER, fillPlaceholders, prerenderConfig } from './placeholders';

describe('prerender placeholders', () => {
  const config = runtimeConfigFromEnv({ ORG_NAME: 'News & <Views>', DONATION_URL: 'https://pay.example/?a=1&b="2"' });

  it('stand for every site text and address of the config', () => {
    const prerender = prerenderConfig();
    expect(prerender.site.organisationName).toBe('%%beacon:site.organisationName%%');
    expect(prerender.site.donationUrl).toBe('%%beacon:site.donationUrl%%');
    expect(prerender.videoEmbedUrl).toBe('%%beacon:videoEmbedUrl%%');
    expect(prerender.emailjs).toEqual(runtimeConfigFromEnv({}).emailjs);
  });

  it('are filled with the configured values, escaped for HTML text and attributes', () => {
    const site = prerenderConfig().site;
    const html = `<h1>${site.organisationName}</h1><a href="${site.donationUrl}">Give</a>`;
    expect(fillPlaceholders(html, config, 'http://cdn.example/')).toBe(
      '<h1>News &amp; &lt;Views&gt;</h1><a href="https://pay.example/?a=1&amp;b=&quot;2&quot;">Give</a>',
    );
  });

  it('are filled where a link encoded them, and asset URLs get the app’s base URL', () => {
    const site = prerenderConfig().site;
    const html = `<a href="/${encodeURIComponent(site.hoaxSlug)}-hoax"></a><img src="${BASE_URL_PLACEHOLDER}/assets/a.png">`;
    const filled = fillPlaceholders(html, runtimeConfigFromEnv({ HOAX_SLUG: 'a b' }), 'http://cdn.example/media/');
    expect(filled).toBe('<a href="/a%20b-hoax"></a><img src="http://cdn.example/media/assets/a.png">');
  });

  it('fill an embedded player’s address', () => {
    const html = `<iframe src="${prerenderConfig().videoEmbedUrl}/abc"></iframe>`;
    expect(fillPlaceholders(html, runtimeConfigFromEnv({ VIDEO_EMBED_URL: 'http://localhost:3999/embed' }), '')).toBe(
      '<iframe src="http://localhost:3999/embed/abc"></iframe>',
    );
  });

  it('leave an unset optional site text empty', () => {
    const html = `<code>${prerenderConfig().site.onionUrl}</code>`;
    expect(fillPlaceholders(html, runtimeConfigFromEnv({}), '')).toBe('<code></code>');
    expect(fillPlaceholders(html, runtimeConfigFromEnv({ ONION_URL: 'http://abc.onion' }), '')).toBe('<code>http://abc.onion</code>');
  });

  it('leave `$` patterns in values as they are', () => {
    const html = `<p>${prerenderConfig().site.founderName}</p>`;
    expect(fillPlaceholders(html, runtimeConfigFromEnv({ FOUNDER_NAME: "Pat $& $' $1" }), '')).toBe('<p>Pat $&amp; $&#39; $1</p>');
  });
});
