import { describe, expect, it } from 'vitest';
import { ListChangedError, readAllPages, type Page, type ReadProgress } from './readAllPages';

const rows = Array.from({ length: 23 }, (_, index) => ({ Id: index + 1 }));

/** A server over `rows` that caps `take` at `cap`, recording what it was asked. */
function server(cap = 100, all: readonly { Id: number }[] = rows) {
  const asked: [number, number][] = [];
  const readPage = (skip: number, take: number): Promise<Page<{ Id: number }>> => {
    asked.push([skip, take]);
    return Promise.resolve({ Items: all.slice(skip, skip + Math.min(take, cap)), Total: all.length });
  };
  return { asked, readPage };
}

const signal = () => new AbortController().signal;

describe('readAllPages', () => {
  it('reads every page in order, with the list filter the reader carries, and reports progress', async () => {
    const { asked, readPage } = server();
    const progress: ReadProgress[] = [];
    const all = await readAllPages(readPage, { pageSize: 10, signal: signal(), onProgress: (p) => progress.push(p) });
    expect(all).toEqual(rows);
    expect(asked).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
    expect(progress).toEqual([
      { read: 0, pages: null },
      { read: 1, pages: 3 },
      { read: 2, pages: 3 },
      { read: 3, pages: 3 },
    ]);
  });

  it('follows a server that sends fewer rows than asked (its own page size)', async () => {
    const { asked, readPage } = server(5);
    const all = await readAllPages(readPage, { pageSize: 200, signal: signal() });
    expect(all).toEqual(rows);
    expect(asked.map(([skip]) => skip)).toEqual([0, 5, 10, 15, 20]);
  });

  it('an empty list is one request and no rows', async () => {
    const { asked, readPage } = server(100, []);
    await expect(readAllPages(readPage, { pageSize: 10, signal: signal() })).resolves.toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('a page failing mid-way fails the whole read: no partial rows come back', async () => {
    const { readPage } = server();
    const failing = (skip: number, take: number) => (skip === 10 ? Promise.reject(new Error('HTTP 500')) : readPage(skip, take));
    await expect(readAllPages(failing, { pageSize: 10, signal: signal() })).rejects.toThrow('HTTP 500');
  });

  it('a list that grows between two pages is refused (rows would be skipped or repeated)', async () => {
    let total = 23;
    const growing = (skip: number, take: number): Promise<Page<{ Id: number }>> => {
      const answer = { Items: rows.slice(skip, skip + take), Total: total };
      total += 1;
      return Promise.resolve(answer);
    };
    await expect(readAllPages(growing, { pageSize: 10, signal: signal() })).rejects.toBeInstanceOf(ListChangedError);
  });

  it('a page that comes back empty before the end is refused', async () => {
    const short = (skip: number, take: number) => Promise.resolve({ Items: skip === 0 ? rows.slice(0, take) : [], Total: 23 });
    await expect(readAllPages(short, { pageSize: 10, signal: signal() })).rejects.toBeInstanceOf(ListChangedError);
  });

  it('an abort between pages stops the read: the next page is not asked for and nothing is returned', async () => {
    const { asked, readPage } = server();
    const controller = new AbortController();
    const aborting = async (skip: number, take: number) => {
      const page = await readPage(skip, take);
      if (skip === 10) controller.abort();
      return page;
    };
    await expect(readAllPages(aborting, { pageSize: 10, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked.map(([skip]) => skip)).toEqual([0, 10]);
  });

  it('an abort before the start asks for nothing', async () => {
    const { asked, readPage } = server();
    const controller = new AbortController();
    controller.abort();
    await expect(readAllPages(readPage, { pageSize: 10, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(asked).toEqual([]);
  });
});
