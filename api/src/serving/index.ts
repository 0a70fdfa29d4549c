export { createFrontend, type FrontendOptions, frontendDirs } from './frontend.ts';
export { buildManifest, type MfeManifest } from './manifest.ts';
