import { startBuiltServer } from './perf/built-server';
const s = await startBuiltServer({ LOG_LEVEL: 'warn', API_RATE_MAX: '1000000000', CONTACT_RATE_MAX: '1000000000' });
console.log('URL', s.url, s.pid);
process.on('SIGTERM', () => void s.stop().then(() => process.exit(0)));
setInterval(() => {}, 1000);
