#!/usr/bin/env node
/**
 * `npm start`: builds the client the first time (when it has a build), then
 * runs the API, which serves the client, /api and the Colyseus endpoint on PORT.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const clientPackage = path.join(root, 'client', 'package.json');
const clientBuilt = existsSync(path.join(root, 'client', 'dist', 'index.html'));
const clientHasBuild = existsSync(clientPackage) && Boolean(JSON.parse(readFileSync(clientPackage, 'utf8')).scripts?.build);
if (clientHasBuild && (!clientBuilt || process.env.REBUILD_CLIENT === '1')) {
  console.log('[hardwood] building the client (first start)...');
  const build = spawnSync(npm, ['run', 'build', '--workspace', 'client'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// A larger young generation: live rooms allocate a little every tick, and at the default size the
// scavenges (and the old-generation work they promote) are the game server's largest tick delays
//.
const server = spawn(process.execPath, ['--max-semi-space-size=32', '--import', 'tsx', path.join(root, 'api', 'src', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
