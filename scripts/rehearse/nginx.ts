// nginx from Debian's package in front of the app processes, running the repository's deploy/nginx.conf itself:
// only its addresses, ports and the certificate's folder are substituted, each found exactly once or the rehearsal
// stops, so the file cannot drift from what is rehearsed. TLS uses a certificate made at start for localhost.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { waitForPort } from './ports';

export interface Certificate {
  cert: string;
  key: string;
  /** base64 SHA-256 of the public key, for Chromium's --ignore-certificate-errors-spki-list (this key only). */
  spki: string;
}

export function makeCertificate(dir: string): Certificate {
  mkdirSync(dir, { recursive: true });
  const cert = path.join(dir, 'fullchain.pem');
  const key = path.join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', key, '-out', cert],
    ],
    { stdio: 'ignore' },
  );
  chmodSync(key, 0o600);
  const publicKey = execFileSync('openssl', ['x509', '-in', cert, '-pubkey', '-noout']);
  const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: publicKey });
  const spki = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString('base64');
  return { cert, key, spki };
}

export interface NginxPlan {
  dir: string;
  httpPort: number;
  httpsPort: number;
  upstreams: number[];
  tlsDir: string;
  /** Sabotage for trying the rehearsal itself: buffer the event stream as a careless proxy would. */
  bufferEvents?: boolean;
}

/** deploy/nginx.conf with this machine's addresses, ports and certificate folder. */
export function renderSiteConfig(source: string, plan: NginxPlan): string {
  const substitutions: Array<[string, string]> = [
    ['  server app:3000;', plan.upstreams.map((port) => `  server 127.0.0.1:${port};`).join('\n')],
    ['  listen 80;', `  listen 127.0.0.1:${plan.httpPort};`],
    ['  listen 443 ssl;', `  listen 127.0.0.1:${plan.httpsPort} ssl;`],
    ['/etc/nginx/tls/fullchain.pem', path.join(plan.tlsDir, 'fullchain.pem')],
    ['/etc/nginx/tls/privkey.pem', path.join(plan.tlsDir, 'privkey.pem')],
  ];
  if (plan.bufferEvents) {
    substitutions.push(['    proxy_buffering off;', '    proxy_buffering on;\n    proxy_ignore_headers X-Accel-Buffering;']);
  }
  let text = source;
  for (const [from, to] of substitutions) {
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`deploy/nginx.conf: expected "${from.trim()}" exactly once, found it ${count} times`);
    text = text.replace(from, to);
  }
  return text;
}

/** The main file around it, as Docker's nginx image includes conf.d/*.conf, with every path in the rehearsal's folder. */
function mainConfig(dir: string, site: string) {
  const at = (name: string) => path.join(dir, name);
  return `# Written by scripts/rehearse/nginx.ts: one worker, so its round robin alternates strictly between the processes.
worker_processes 1;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${at('access.log')};
  client_body_temp_path ${at('client_body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
  include ${site};
}
`;
}

export function checkNginx() {
  try {
    execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('nginx is missing: run `apt-get update && apt-get install -y nginx` (as root), then npm run rehearse again');
  }
}

export async function startNginx(root: string, plan: NginxPlan): Promise<ChildProcess> {
  mkdirSync(plan.dir, { recursive: true });
  const site = path.join(plan.dir, 'casa.conf');
  writeFileSync(site, renderSiteConfig(readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8'), plan));
  const main = path.join(plan.dir, 'nginx.conf');
  writeFileSync(main, mainConfig(plan.dir, site));
  const args = ['-p', plan.dir, '-e', path.join(plan.dir, 'error.log'), '-c', main];
  try {
    execFileSync('nginx', [...args, '-t', '-q'], { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`nginx refuses the configuration: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
  const child = spawn('nginx', [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitForPort(plan.httpsPort, 10_000, 'nginx');
  return child;
}
