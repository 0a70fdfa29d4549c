import { defineConfig } from 'vite';
import { serverEntryConfig } from '../ui/vite/server-entry.ts';

export default defineConfig(serverEntryConfig(import.meta.dirname));
