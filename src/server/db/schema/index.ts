// Every table, one file per domain. The app imports from here, and drizzle.config.ts points drizzle-kit here.
export * from './auth';
export * from './institutions';
export * from './properties';
export * from './buyer-journey';
export * from './outreach';
export * from './leads';
export * from './payments';
export * from './conversations';
export * from './live-events';
export * from './notifications';
export * from './outbox';
export * from './audit';
export * from './programme';
export * from './integrations';
export * from './security';
export * from './documents';
