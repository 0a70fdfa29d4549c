// Production entry (`npm start`): the API plus every built front-end, from one process.
import { repoRoot } from '../config.ts';
import { startServer } from '../server.ts';
import { createFrontend } from './frontend.ts';

startServer({ frontend: createFrontend({ root: repoRoot }) }).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
