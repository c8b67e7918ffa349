import { QueryClient, hashKey } from '@tanstack/query-core';
const c = new QueryClient({ defaultOptions: { queries: { staleTime: 30000 } } });
let n = 200000, t = performance.now(); for (let i = 0; i < n; i++) hashKey(['settings']); console.log('hashKey', ((performance.now() - t) * 1000 / n).toFixed(2));
t = performance.now(); for (let i = 0; i < n; i++) ({ ...{ a: 1, b: 2 }, ...{ queryKey: ['x'] }, _d: true }); console.log('spread', ((performance.now() - t) * 1000 / n).toFixed(2));
t = performance.now(); for (let i = 0; i < n; i++) c.getQueryDefaults(['settings']); console.log('getQueryDefaults', ((performance.now() - t) * 1000 / n).toFixed(2));
t = performance.now(); for (let i = 0; i < n; i++) c.defaultQueryOptions({ queryKey: ['settings'] }); console.log('dqo', ((performance.now() - t) * 1000 / n).toFixed(2));
