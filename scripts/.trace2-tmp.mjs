import { chromium } from 'playwright-core';
const [url, from, to] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
const p = await ctx.newPage();
if (from) await p.route(url, async (r) => { const res = await r.fetch(); let body = await res.text(); body = body.split(from).join(to); await r.fulfill({ response: res, body }); });
const c = await ctx.newCDPSession(p);
await c.send('Emulation.setCPUThrottlingRate', { rate: 4 });
for (let i = 0; i < 2; i++) {
await b.startTracing(p, { categories: ['devtools.timeline'] });
await p.goto(url, { waitUntil: 'load' });
await p.waitForTimeout(2500);
const ev = JSON.parse((await b.stopTracing()).toString()).traceEvents;
const lay = ev.filter(e => e.name === 'Layout' && e.ph==='X').map(e => Math.round(e.dur/1000));
console.log('run', i, 'layouts', lay.filter(x=>x>5).join(','));
}
await b.close();
