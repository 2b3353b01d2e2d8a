export { createApp } from './app.ts';
export type { AppOptions } from './options.ts';
export { type RunningServer, type ServerOptions, startServer } from './server.ts';
export type { LeadRow, LeadStore } from './store/types.ts';
