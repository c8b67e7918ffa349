export * from './users';
export * from './secrets';
export * from './content';
export * from './inbox';
export * from './site';
export * from './media';
export * from './outbox';
export * from './vitals';
