export * from './messages';
export * from './user';
export * from './events';
export * from './training';
