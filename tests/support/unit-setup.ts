import { afterAll, afterEach, beforeAll } from 'vitest';
import { onUnhandledRequest, server } from './mswServer';

beforeAll(() => {
  server.listen({ onUnhandledRequest });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});
