// Body of an async function run in the storage bench page: `config` is its argument.
// Times each call from page JS until its promise settles, in one page.
const value = 'x'.repeat(4096);
const quantile = (samples, q) => {
  const sorted = samples.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
async function timed(count, body) {
  const samples = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await body(i);
    samples.push(performance.now() - start);
  }
  return samples;
}
await hybrid.ready;
await timed(config.warmup, (i) => hybrid.storage.set('k' + (i % 100), value));
await timed(config.warmup, () => hybrid.call('bench.echo', null));
await timed(config.warmup, (i) => hybrid.call('bench.sink', { key: 'k' + (i % 100), value }));
const sets = await timed(config.calls, (i) => hybrid.storage.set('k' + (i % 100), value));
const gets = await timed(config.calls, (i) => hybrid.storage.get('k' + (i % 100)));
// The set's own trip: the same params to a handler that stores nothing and answers null.
const bridge = await timed(config.calls, (i) => hybrid.call('bench.sink', { key: 'k' + (i % 100), value }));
const empty = await timed(config.calls, () => hybrid.call('bench.echo', null));
const local = await timed(config.calls, (i) => { localStorage.setItem('k' + (i % 100), value); });
return {
  storage_set_p95_ms: quantile(sets, 0.95), storage_set_p50_ms: quantile(sets, 0.5),
  storage_get_p95_ms: quantile(gets, 0.95), storage_get_p50_ms: quantile(gets, 0.5),
  bridge_p50_ms: quantile(bridge, 0.5), bridge_p95_ms: quantile(bridge, 0.95),
  bridge_empty_p50_ms: quantile(empty, 0.5), bridge_empty_p95_ms: quantile(empty, 0.95),
  set_p95_over_bridge_p95: quantile(sets, 0.95) / quantile(bridge, 0.95),
  localstorage_set_p95_ms: quantile(local, 0.95), samples: config.calls,
};
