import { chromium } from 'playwright-core';
const url = process.argv[2];
const rate = Number(process.env.RATE || 1);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
if (process.env.LANGC) await ctx.addCookies([{ name: 'lang', value: process.env.LANGC, url }]);
const p = await ctx.newPage();
const c = await ctx.newCDPSession(p);
if (rate > 1) await c.send('Emulation.setCPUThrottlingRate', { rate });
await b.startTracing(p, { categories: ['devtools.timeline','blink.user_timing','loading','disabled-by-default-devtools.timeline'] });
await p.goto(url, { waitUntil: 'load' });
await p.waitForTimeout(2500);
const ev = JSON.parse((await b.stopTracing()).toString()).traceEvents;
const nav = ev.find(e => e.name === 'navigationStart')?.ts;
const marks = ev.filter(e => ['firstPaint','firstContentfulPaint','largestContentfulPaint::Candidate','domContentLoadedEventEnd','MarkDOMContent','MarkLoad'].includes(e.name)).map(e => `${e.name}@${((e.ts-nav)/1000).toFixed(0)}`);
console.log(marks.join(' '));
const tasks = ev.filter(e => e.name === 'RunTask' && e.dur > 8000 * rate).sort((a,b)=>a.ts-b.ts);
for (const t of tasks) {
  const inner = ev.filter(e => e.ph==='X' && e.tid===t.tid && e.ts>=t.ts && e.ts<t.ts+t.dur && e.name!=='RunTask' && e.dur > 3000*rate).map(e=>`${e.name}:${(e.dur/1000).toFixed(0)}${e.args?.data?.url? '('+e.args.data.url.split('/').pop().slice(0,20)+')':''}`);
  console.log(((t.ts-nav)/1000).toFixed(0), (t.dur/1000).toFixed(0), inner.slice(0,8).join(' '));
}
await b.close();
