export * from './messages';
export * from './errors';
export * from './user';
export * from './events';
export * from './training';
export * from './plan';
export * from './plan-format';
export * from './http';
