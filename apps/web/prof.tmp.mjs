import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, locale: 'es-ES', serviceWorkers: 'block' });
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
await cdp.send('Profiler.start');
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.waitForSelector('html[data-hydrated]', { timeout: 30000 }).catch(() => console.log('no data-hydrated'));
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
const trace = JSON.parse((await browser.stopTracing()).toString());
const runTasks = trace.traceEvents.filter((e) => e.name === 'RunTask' && e.dur > 50000 * (process.env.MIN ?? 1)).map((e) => ({ start: e.ts, end: e.ts + e.dur }));
console.log('long tasks (trace):', runTasks.map((r) => `${((r.start - profile.startTime) / 1000).toFixed(0)}ms:${(r.dur ?? (r.end - r.start)) / 1000 | 0}ms`).join(' '));
// find busy stretches: consecutive samples that are not idle/program/gc
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const stack = (id) => { const s = []; while (id) { const n = byId.get(id); s.push(n.callFrame); id = parent.get(id); } return s; };
let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t }; });
const idle = (id) => ['(idle)', '(program)', '(garbage collector)'].includes(byId.get(id).callFrame.functionName);
// group into tasks: gaps of idle > 1ms split
const tasks = runTasks.map((r) => ({ ...r, samples: samples.filter((s) => s.t >= r.start && s.t <= r.end && !idle(s.id)) }));
tasks.sort((a, b) => (b.end - b.start) - (a.end - a.start));
for (const task of tasks.slice(0, 4)) {
  console.log(`task ${((task.start - profile.startTime) / 1000).toFixed(0)}ms dur ${((task.end - task.start) / 1000).toFixed(0)}ms samples ${task.samples.length}`);
  const incl = new Map();
  for (const s of task.samples) { const seen = new Set(); for (const f of stack(s.id)) { const k = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`; if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + 1); } }
  const top = [...incl].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25));
  for (const [k, v] of top) console.log(`   ${(v / task.samples.length * 100).toFixed(0)}% ${k}`);
}
await browser.close();
