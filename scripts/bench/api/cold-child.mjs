// One cold start, in a fresh Node process: import a bundled function's entry, then ask it for
// the catalogue. Prints one JSON line. Plain JavaScript so that no loader runs before the clock.
const [entry, url] = process.argv.slice(2);
const started = performance.now();
const fn = await import(entry);
const imported = performance.now();
const res = await fn.default(new Request(url));
const bytes = (await res.arrayBuffer()).byteLength;
const answered = performance.now();
console.log(
  JSON.stringify({
    importMs: imported - started,
    firstAnswerMs: answered - started,
    status: res.status,
    bytes,
  }),
);
// The function's database pool would keep the process alive.
process.exit(0);
