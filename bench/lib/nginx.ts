import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';

/**
 * nginx (Debian's) in front of one service, as a reverse proxy is run for a fair comparison: keep-alive
 * to the service, no access log, /api/ stripped as the gateway strips it. Answers the child once it
 * proxies `probe`, or undefined when nginx is not installed or never answers.
 */
export async function startNginx(options: { dir: string; port: number; upstream: number; probe: string }): Promise<ChildProcess | undefined> {
  if (spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status !== 0) return undefined;
  const { dir, port, upstream } = options;
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    `${dir}/nginx.conf`,
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  upstream service { server 127.0.0.1:${upstream}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location /api/ { proxy_pass http://service/; proxy_http_version 1.1; proxy_set_header Connection ""; }
  }
}
`,
  );
  const child = spawn('nginx', ['-c', `${dir}/nginx.conf`, '-p', dir, '-g', 'daemon off;'], { stdio: 'ignore' });
  for (let i = 0; i < 50; i++) {
    if (await fetch(`http://127.0.0.1:${port}/api${options.probe}`).then((r) => r.status < 500, () => false)) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  return undefined;
}
