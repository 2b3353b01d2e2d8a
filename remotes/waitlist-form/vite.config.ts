import { defineConfig } from 'vite';
import { remoteViteConfig } from '../../scripts/vite/remoteConfig.ts';
import federation from './module-federation.config.ts';

export default defineConfig(remoteViteConfig(import.meta.dirname, federation));
