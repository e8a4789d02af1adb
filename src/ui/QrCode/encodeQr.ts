import { useEffect, useState } from 'react';
import type { QrModules } from './types';
import type { QrReply, QrRequest } from './qr.worker';

interface Waiting {
  text: string;
  resolve: (modules: QrModules) => void;
  reject: (error: unknown) => void;
}

/** Not started yet (undefined), running, or none can run here (null): then this thread encodes. */
let worker: Worker | null | undefined;
let nextId = 1;
const waiting = new Map<number, Waiting>();
/** The last codes asked for: a code drawn again, or saved as a picture, is not encoded twice. */
const recent = new Map<string, Promise<QrModules>>();
const RECENT_LIMIT = 24;
let inFlight = 0;

/** How many codes are being encoded now (screen baselines wait until none is). */
export function qrCodesInFlight(): number {
  return inFlight;
}

/** Where no worker runs: the encoder comes to this thread, in a chunk of its own. */
function encodeHere(text: string): Promise<QrModules> {
  return import('./modules').then(({ qrModules }) => qrModules(text));
}

function startWorker(): Worker | null {
  let started: Worker;
  try {
    started = new Worker(new URL('./qr.worker.ts', import.meta.url), { type: 'module', name: 'qr' });
  } catch {
    return null;
  }
  started.addEventListener('message', ({ data }: MessageEvent<QrReply>) => {
    const asked = waiting.get(data.id);
    if (!asked) return;
    waiting.delete(data.id);
    if ('modules' in data) asked.resolve(data.modules);
    else asked.reject(new Error(data.error));
  });
  // The worker's script did not load or run (a policy, a browser without module workers): what it was
  // asked is encoded here instead, and so is everything after.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    started.terminate();
    worker = null;
    for (const [id, asked] of waiting) {
      waiting.delete(id);
      encodeHere(asked.text).then(asked.resolve, asked.reject);
    }
  });
  return started;
}

function encodeAway(text: string): Promise<QrModules> {
  // Started once: null (no worker here, or it failed) is kept, not retried.
  if (worker === undefined) worker = typeof Worker === 'undefined' ? null : startWorker();
  const running = worker;
  if (!running) return encodeHere(text);
  const id = nextId;
  nextId += 1;
  return new Promise<QrModules>((resolve, reject) => {
    waiting.set(id, { text, resolve, reject });
    running.postMessage({ id, text } satisfies QrRequest);
  });
}

/**
 * The modules of a QR code of `text`, encoded in a worker: the three codes of the deposit page, and a new
 * one for every amount typed, cost a phone's main thread nothing but their drawing (docs/decisions.md,
 * "QR codes encoded in a worker").
 */
export function encodeQr(text: string): Promise<QrModules> {
  const known = recent.get(text);
  if (known) {
    recent.delete(text);
    recent.set(text, known);
    return known;
  }
  inFlight += 1;
  const encoded = encodeAway(text).finally(() => {
    inFlight -= 1;
  });
  recent.set(text, encoded);
  // Forgotten on a refusal so the next ask tries again; but only this request: if the text was pushed out
  // and asked for anew meanwhile, that newer request stands.
  encoded.catch(() => {
    if (recent.get(text) === encoded) recent.delete(text);
  });
  const oldest = recent.keys().next().value;
  if (recent.size > RECENT_LIMIT && oldest !== undefined) recent.delete(oldest);
  return encoded;
}

/** A code drawn, and what the caller wanted when it asked for it. */
export interface DrawnQr<T> {
  drawn: T;
  modules: QrModules;
}

/**
 * The code of `wanted.text` once it is encoded. While the code of a new text is on its way the last one
 * stays, returned with what it was drawn for, so a caller never shows a code beside another code's words;
 * `pending` is true meanwhile. A text that cannot be encoded shows no code. `wanted` is compared by
 * identity: a caller keeps it the same object while nothing in it changes.
 */
export function useDrawnQr<T extends { text: string }>(wanted: T): { shown: DrawnQr<T> | null; pending: boolean } {
  const [state, setState] = useState<{ settled: T | null; shown: DrawnQr<T> | null }>({ settled: null, shown: null });
  useEffect(() => {
    let current = true;
    encodeQr(wanted.text).then(
      (modules) => {
        if (current) setState({ settled: wanted, shown: { drawn: wanted, modules } });
      },
      () => {
        if (current) setState({ settled: wanted, shown: null });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);
  return { shown: state.shown, pending: state.settled !== wanted };
}
