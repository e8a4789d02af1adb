// Types of what TypeScript tests take from scripts/bench-support.mjs: the deployed stack, started and stopped.
export function startDeployed(port: number, apiPort: number): Promise<{ origin: string; stop: () => void }>;
