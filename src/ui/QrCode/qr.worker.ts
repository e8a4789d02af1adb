import { qrModules } from './modules';
import type { QrModules } from './types';

export interface QrRequest {
  id: number;
  text: string;
}

export type QrReply = { id: number; modules: QrModules } | { id: number; error: string };

/** A dedicated worker's global scope, as far as this worker uses it (the project's types are the DOM's). */
interface WorkerScope {
  postMessage(message: QrReply): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<QrRequest>) => void): void;
}

const scope = self as unknown as WorkerScope;

/**
 * Encodes QR codes away from the page's main thread: choosing a code's mask scores all eight (ISO/IEC
 * 18004), 7–76 ms per code at CPU ×1 on this machine when it ran on the main thread (docs/decisions.md).
 */
scope.addEventListener('message', ({ data }) => {
  let reply: QrReply;
  try {
    reply = { id: data.id, modules: qrModules(data.text) };
  } catch (error) {
    reply = { id: data.id, error: error instanceof Error ? error.message : String(error) };
  }
  scope.postMessage(reply);
});
