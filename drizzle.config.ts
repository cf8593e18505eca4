import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// `drizzle-kit studio` (and pull/check) on the configured database: DATABASE_URL, or the embedded one through the
// running server's socket in DATA_DIR (src/server/db/embedded/local-socket.ts). `generate` needs neither.
const socketDir = path.resolve(process.env.DATA_DIR || './data');

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  dbCredentials: { url: process.env.DATABASE_URL || `postgresql://postgres@localhost/template1?host=${encodeURIComponent(socketDir)}` },
});
