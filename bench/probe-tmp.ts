import { slowDown, slowPhoneContext } from '@ata/e2e/slow-phone';
import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext({ ...slowPhoneContext, serviceWorkers: 'block' });
const p = await c.newPage();
await slowDown(p);
await p.goto(`http://127.0.0.1:4310${process.argv[2] ?? '/'}`, { waitUntil: 'load', timeout: 60000 });
await p.waitForTimeout(2000);
console.log(await p.evaluate(() => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  const rows = performance.getEntriesByType('resource').map((e) => { const r = e as PerformanceResourceTiming; return `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.transferSize} ${r.name.replace(location.origin, '').slice(0, 70)}`; });
  return [`resp ${Math.round(nav.responseStart)}-${Math.round(nav.responseEnd)} dcl ${Math.round(nav.domContentLoadedEventEnd)} fcp ${Math.round(fcp ?? -1)}`, ...rows.slice(0, 14)].join('\n');
}));
await b.close();
