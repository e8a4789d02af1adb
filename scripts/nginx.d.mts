// Types of scripts/nginx.mjs for the deployed e2e tests (TypeScript) that start an nginx of their own.
import type { ChildProcess, StdioOptions } from 'node:child_process';

export function ensureNginx(): string;
export function writeNginxConfig(options: {
  prefix: string;
  port: number;
  rootDir: string;
  api: string;
  tls?: { port: number; cert: string; key: string };
}): string;
export function startNginx(nginx: string, prefix: string, config: string, stdio?: StdioOptions): ChildProcess;
