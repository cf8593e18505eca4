// The yardstick: a bare Node HTTP server that pipes each request's body to a file and answers 201, nothing else.
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { serveCommands } from './child';

const dir = await mkdtemp(path.join(tmpdir(), 'casa-bench-bare-'));
let counter = 0;
const server = createServer((request, response) => {
  const file = path.join(dir, `${++counter}.bin`);
  pipeline(request, createWriteStream(file)).then(
    () => response.writeHead(201, { 'content-type': 'application/json' }).end('{}'),
    () => response.writeHead(500).end(),
  );
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

serveCommands(
  { type: 'ready', port, buyers: [], origin: `http://127.0.0.1:${port}` },
  {
    reset: async () => {
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
    },
    shutdown: async () => {
      server.close();
      await rm(dir, { recursive: true, force: true });
    },
  },
);
