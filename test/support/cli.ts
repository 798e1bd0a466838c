import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const CLI = path.resolve('dist/server/cli/main.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built CLI (`npm run build:server` first) in a child process with `env` over this
 * process's environment and `input` on its standard input; resolves with its exit code and output
 * whether or not the command succeeded. Each run boots the app context (about a second).
 */
export function runCli(args: string[], env: Record<string, string> = {}, input = ''): Promise<CliRun> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build:server first`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}
