export * from './auth';
export * from './institutions';
export * from './properties';
