import { serverEntryConfig } from '@ata/ui/vite/server-entry';
import { defineConfig } from 'vite';

export default defineConfig(serverEntryConfig(import.meta.dirname));
