import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const c = await b.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: 'block' });
const p = await c.newPage();
await p.goto(`http://127.0.0.1:4310${process.argv[2] ?? '/'}`, { waitUntil: 'networkidle', timeout: 60000 });
await p.waitForTimeout(3000);
console.log(await p.evaluate(() => {
  const h = performance.getEntriesByType('mark');
  const rows = performance.getEntriesByType('resource').map((e) => { const r = e as PerformanceResourceTiming; return [r.transferSize, `${Math.round(r.startTime)} ${r.transferSize} ${r.name.replace(location.origin, '').slice(0, 80)}`] as const; });
  return rows.sort((a,b)=>b[0]-a[0]).map(r=>r[1]).join('\n') + '\nTOTAL ' + rows.reduce((s,r)=>s+r[0],0);
}));
await b.close();
