import { afterEach, describe, expect, it, vi } from 'vitest';
import { qrModules } from './modules';
import type { QrReply, QrRequest } from './qr.worker';

/** A worker that answers only when told: what the page would see from a real one, or from a failed one. */
class FakeWorker extends EventTarget {
  static started: FakeWorker[] = [];
  readonly asked: QrRequest[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.started.push(this);
  }
  postMessage(request: QrRequest) {
    this.asked.push(request);
  }
  terminate() {
    this.terminated = true;
  }
  answer(reply: QrReply) {
    this.dispatchEvent(new MessageEvent('message', { data: reply }));
  }
}

/** encodeQr with a fresh module: its worker and its recent codes start empty. */
async function freshEncoder(worker: unknown) {
  vi.resetModules();
  FakeWorker.started = [];
  vi.stubGlobal('Worker', worker);
  return import('./encodeQr');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('encodeQr', () => {
  it('sends the text to a worker and resolves with the modules it answers; nothing is in flight after', async () => {
    const { encodeQr, qrCodesInFlight } = await freshEncoder(FakeWorker);
    const pending = encodeQr('NAP TIEN DEMO');
    const [worker] = FakeWorker.started;
    expect(worker?.asked.map((request) => request.text)).toEqual(['NAP TIEN DEMO']);
    expect(qrCodesInFlight()).toBe(1);
    const modules = qrModules('NAP TIEN DEMO');
    worker?.answer({ id: worker.asked[0]?.id ?? -1, modules });
    await expect(pending).resolves.toEqual(modules);
    expect(qrCodesInFlight()).toBe(0);
  });

  it('asks the worker once for a text asked again, and keeps only the newest texts', async () => {
    const { encodeQr } = await freshEncoder(FakeWorker);
    const first = encodeQr('A');
    expect(encodeQr('A')).toBe(first);
    for (let n = 0; n < 24; n += 1) void encodeQr(`amount ${String(n)}`);
    void encodeQr('A');
    expect(FakeWorker.started[0]?.asked.filter((request) => request.text === 'A')).toHaveLength(2);
  });

  it('rejects what the encoder refuses, and asks again next time', async () => {
    const { encodeQr } = await freshEncoder(FakeWorker);
    const refused = encodeQr('too long');
    const [worker] = FakeWorker.started;
    worker?.answer({ id: worker.asked[0]?.id ?? -1, error: 'Data too long' });
    await expect(refused).rejects.toThrow('Data too long');
    void encodeQr('too long');
    expect(worker?.asked).toHaveLength(2);
  });

  it('a refusal that arrives after its text was pushed out and asked for again leaves the new request standing', async () => {
    const { encodeQr } = await freshEncoder(FakeWorker);
    const refused = encodeQr('X');
    for (let n = 0; n < 24; n += 1) void encodeQr(`amount ${String(n)}`);
    const again = encodeQr('X');
    const [worker] = FakeWorker.started;
    const first = worker?.asked[0];
    worker?.answer({ id: first?.id ?? -1, error: 'Data too long' });
    await expect(refused).rejects.toThrow('Data too long');
    // Asked a third time while the second request is still out: no third encode.
    expect(encodeQr('X')).toBe(again);
    expect(worker?.asked.filter((request) => request.text === 'X')).toHaveLength(2);
  });

  it('where no worker can run, encodes on this thread: the same modules', async () => {
    const { encodeQr } = await freshEncoder(undefined);
    await expect(encodeQr('Nạp tiền cho Nguyễn Văn An')).resolves.toEqual(qrModules('Nạp tiền cho Nguyễn Văn An'));
  });

  it('a worker whose script fails hands what it was asked to this thread, and is not started again', async () => {
    const { encodeQr } = await freshEncoder(FakeWorker);
    const first = encodeQr('A');
    const second = encodeQr('B');
    const [worker] = FakeWorker.started;
    worker?.dispatchEvent(new Event('error', { cancelable: true }));
    await expect(first).resolves.toEqual(qrModules('A'));
    await expect(second).resolves.toEqual(qrModules('B'));
    await expect(encodeQr('C')).resolves.toEqual(qrModules('C'));
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker?.terminated).toBe(true);
  });
});
