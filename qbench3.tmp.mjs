import { QueryClient, hashKey, skipToken } from '@tanstack/query-core';
const defaults = { staleTime: 30000, retry: () => false, refetchOnWindowFocus: false };
class Fast extends QueryClient {
  defaultQueryOptions(options) {
    if (options._defaulted) return options;
    const d = Object.assign({}, defaults, this.getQueryDefaults(options.queryKey), options);
    d._defaulted = true;
    if (!d.queryHash) d.queryHash = (d.queryKeyHashFn || hashKey)(d.queryKey);
    if (d.refetchOnReconnect === void 0) d.refetchOnReconnect = d.networkMode !== 'always';
    if (d.throwOnError === void 0) d.throwOnError = !!d.suspense;
    if (!d.networkMode && d.persister) d.networkMode = 'offlineFirst';
    if (d.queryFn === skipToken) d.enabled = false;
    return d;
  }
}
for (const C of [QueryClient, Fast, QueryClient, Fast]) {
  const c = new C({ defaultOptions: { queries: defaults } });
  c.setQueryData(['settings'], { a: 1 });
  const n = 200000; let t = performance.now();
  for (let i = 0; i < n; i++) c.defaultQueryOptions({ staleTime: Infinity, queryKey: ['settings'], queryFn: async () => 1 });
  const a = (performance.now() - t) * 1000 / n; t = performance.now();
  for (let i = 0; i < n; i++) c.getQueryData(['settings']);
  console.log(C.name, 'dqo', a.toFixed(2), 'getQueryData', ((performance.now() - t) * 1000 / n).toFixed(2));
}
