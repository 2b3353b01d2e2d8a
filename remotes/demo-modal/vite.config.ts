import { remoteViteConfig } from '@gw/tooling/vite';
import { defineConfig } from 'vite';
import federation from './module-federation.config.ts';

export default defineConfig(remoteViteConfig(import.meta.dirname, federation));
