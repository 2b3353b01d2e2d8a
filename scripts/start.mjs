// `npm start`: builds what is not built, starts every service of the run contract, prints URLs.
// Services are added here as their packages land (see README "What runs where").
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const services = [];

if (existsSync(join(root, 'hosts/api/src/main.ts'))) {
  services.push({ name: 'api', args: ['run', 'start', '-w', '@gw/api'] });
}

if (services.length === 0) {
  console.log('Nothing to start yet: the site and the API are not built yet.');
  process.exit(0);
}

const children = services.map(({ name, args }) => {
  const child = spawn('npm', args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  child.stdout.on('data', (d) =>
    process.stdout.write(prefix + d.toString().replace(/\n(?=.)/g, `\n${prefix}`)),
  );
  child.stderr.on('data', (d) =>
    process.stderr.write(prefix + d.toString().replace(/\n(?=.)/g, `\n${prefix}`)),
  );
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    shutdown(code ?? 1);
  });
  return child;
});

function shutdown(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 200);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
