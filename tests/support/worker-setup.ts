import { inject } from 'vitest';

// Workers write files (JWT secret, images) where the run's global setup said, never to .data/.
process.env.DATA_DIR = inject('dataDir');
delete process.env.DATABASE_URL;
