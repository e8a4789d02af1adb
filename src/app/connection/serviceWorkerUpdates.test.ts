import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type WaitingWorker, type WorkerContainer, type WorkerRegistration } from './serviceWorkerUpdates';

class FakeWorker extends EventTarget implements WaitingWorker {
  state = 'installing';
  readonly messages: string[] = [];
  postMessage(message: 'skip-waiting') {
    this.messages.push(message);
  }
  become(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget implements WorkerRegistration {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());
  /** The browser found a new sw.js: it installs, then waits. */
  deploy(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    worker.become('installed');
    this.installing = null;
    this.waiting = worker;
    return worker;
  }
}

function setup({ controlled = true, waiting = false } = {}) {
  const registration = new FakeRegistration();
  if (waiting) registration.waiting = new FakeWorker();
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
    register: vi.fn(() => Promise.resolve(registration)),
  }) satisfies WorkerContainer;
  const onUpdateReady = vi.fn();
  const reload = vi.fn();
  return { registration, container, onUpdateReady, reload, start: () => registerServiceWorker({ container, url: './sw.js', onUpdateReady, reload }) };
}

describe('a new version under an open page', () => {
  it('is announced once it has installed, and the page reloads only when the customer asks', async () => {
    const { registration, container, onUpdateReady, reload, start } = setup();
    const updates = await start();
    expect(container.register).toHaveBeenCalledWith('./sw.js');
    expect(onUpdateReady).not.toHaveBeenCalled();

    const worker = registration.deploy();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();

    updates.applyUpdate();
    expect(worker.messages).toEqual(['skip-waiting']);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('found already waiting when the page opens is announced at once', async () => {
    const { onUpdateReady, start } = setup({ waiting: true });
    await start();
    expect(onUpdateReady).toHaveBeenCalledTimes(1);
  });

  it('is not announced on the very first install (the page already runs the newest files)', async () => {
    const { registration, onUpdateReady, start } = setup({ controlled: false });
    await start();
    registration.deploy();
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it("taken over by another tab's Tải lại does not reload this page (a form may be half filled)", async () => {
    const { registration, container, reload, start } = setup();
    await start();
    registration.deploy();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('a check that fails (offline) is quiet and the next one still asks', async () => {
    const { registration, start } = setup();
    const updates = await start();
    registration.update.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    updates.checkForUpdate();
    updates.checkForUpdate();
    await Promise.resolve();
    expect(registration.update).toHaveBeenCalledTimes(2);
  });
});
