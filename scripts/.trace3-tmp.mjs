import { chromium } from 'playwright-core';
const [url, from, to] = process.argv.slice(2);
const tot = [];
for (let k = 0; k < 5; k++) {
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
if (process.env.LANGC) await ctx.addCookies([{ name: 'lang', value: process.env.LANGC, url }]);
const p = await ctx.newPage();
if (from) await p.route(url, async (r) => { const res = await r.fetch(); let body = await res.text(); body = body.split(from).join(to); await r.fulfill({ response: res, body }); });
const c = await ctx.newCDPSession(p);
await c.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await b.startTracing(p, { categories: ['devtools.timeline'] });
await p.goto(url, { waitUntil: 'load' });
await p.waitForTimeout(2500);
const ev = JSON.parse((await b.stopTracing()).toString()).traceEvents;
const sum = (n) => Math.round(ev.filter(e => e.name === n && e.ph==='X').reduce((s,e)=>s+e.dur,0)/1000);
tot.push([sum('Layout'), sum('UpdateLayoutTree'), sum('FunctionCall')+sum('v8.evaluateModule')]);
await b.close();
}
console.log(JSON.stringify(tot));
