export * from './fake-api';
export * from './builders';
export * from './render';
