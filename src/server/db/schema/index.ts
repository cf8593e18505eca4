export * from './auth';
export * from './bank-contact';
export * from './institutions';
export * from './outbox';
export * from './progress';
export * from './properties';
export * from './contact';
export * from './documents';
