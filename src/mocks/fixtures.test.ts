import { describe, expect, it } from 'vitest';
import { listPage } from './fixtures';
import { setupMockServer } from './node';
import { call } from './testing';

const mock = setupMockServer();

// Stories build their pages with listPage instead of calling the server; it must be the server's answer.
describe('listPage', () => {
  const rows = (table: 'messages' | 'transactions' | 'deposits'): readonly { CreatedDate: string }[] => mock.db.demo[table];

  it.each([
    ['messages', '/api/customer/getmessages', { skip: 0, take: 20 }],
    ['transactions', '/api/customer/transactions', { skip: 20, take: 20 }],
    ['deposits', '/api/customer/getdeposits', { skip: 0, take: 10 }],
  ] as const)('pages %s as the list call answers', async (table, path, query) => {
    const answer = await call<{ Items: unknown[]; Total: number }>(mock, 'GET', path, { query });
    expect(answer.status).toBe(200);
    expect(listPage(rows(table), query)).toEqual(answer.body);
  });
});
