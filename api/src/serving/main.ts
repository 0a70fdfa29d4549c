// Production entry (`npm start`): the API plus every built front-end, from one process.
import pino from 'pino';
import { loadConfig, repoRoot } from '../config.ts';
import { startServer } from '../server.ts';
import { createFrontend } from './frontend.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel, base: { service: 'ata-storefront' } });

startServer({ frontend: createFrontend({ root: repoRoot, log, serviceWorker: config.serviceWorker }) }).catch(
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
