export * from './roles';
export * from './limits';
export * from './messages';
export * from './validation';
export * from './format';
export * from './types';
export * from './academy';
export * from './routes';
export * from './visible-text';
export * from './server-render';
export * from './site-meta';
export * from './display-name';
export * from './consultation';
export * from './early-reads';
// Only the types of these: their code is imported from `@academy/common/<module>` by the apps that
// use it, so the shared bundle every page loads first stays without it.
export type * from './slug';
export type * from './entity-fields';
export type * from './audit';
export type * from './video-url';
export type * from './access-window';
export type * from './notice-status';
export type * from './iso-date';
export type * from './korean-days';
export type * from './progress';
export type * from './report-range';
export type * from './admin-reads';
export type * from './admin-messages';
export type * from './member-messages';
