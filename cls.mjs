import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
await page.addInitScript(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ value: e.value, t: Math.round(e.startTime), sources: (e.sources||[]).map(s => (s.node && (s.node.className || s.node.nodeName)) + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true });
});
await page.goto('http://localhost:3800' + (process.argv[2] || '/video-reports'), { waitUntil: 'load' });
await page.waitForTimeout(4000);
console.log(JSON.stringify(await page.evaluate(() => window.__shifts), null, 1).slice(0, 3000));
await browser.close();
