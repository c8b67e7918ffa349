export * from './users';
export * from './secrets';
