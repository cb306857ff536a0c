import { readFileSync, readdirSync } from 'node:fs';
import { startTestEnvironment } from './support/local-environment';
const stat = (pid: string) => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return { ppid: f[1]!, cpu: (+f[11]! + +f[12]!) / 100 }; };
const self = String(process.pid);
const before = stat(self).cpu;
const t0 = performance.now();
const local = await startTestEnvironment();
const t1 = performance.now();
for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
  try { const s = stat(pid); if (s.ppid === self) console.log(pid, s.cpu.toFixed(2), readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").slice(0, 300)); } catch {}
}
console.log(`parent cpu during start ${(stat(self).cpu - before).toFixed(2)} s, wall ${(t1 - t0).toFixed(0)} ms`);
await local.stop();
