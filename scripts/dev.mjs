#!/usr/bin/env node
/**
 * `npm run dev`: the API (restarting on change) on API_PORT, and Vite on 5173
 * with /api and the game server's sockets proxied to it.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = process.env.API_PORT ?? '3000';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  spawn(npm, ['run', 'dev', '--workspace', 'api'], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: apiPort } }),
  spawn(npm, ['run', 'dev', '--workspace', 'client'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_URL: `http://localhost:${apiPort}` },
  }),
];
const stop = (code = 0) => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 1));
