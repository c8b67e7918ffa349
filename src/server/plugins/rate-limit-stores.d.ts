// @fastify/rate-limit's two counter stores, which it ships without types
// (plugins/redis-outage.ts types what it uses of them).
declare module '@fastify/rate-limit/store/RedisStore.js';
declare module '@fastify/rate-limit/store/LocalStore.js';
