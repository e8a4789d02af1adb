/** What stories and tests use of the mock backend. */
export { createDb, loadDb, DEMO_PASSWORD, DEMO_TOKEN, DEMO_USERNAME, type Db, type Books, type MockState } from './db';
export { DEMO_RESET_ID } from './fixtures/world';
export { scenarios, type EndpointRef } from './scenarios';
export { createHandlers, handlerFor, implementedEndpoints } from './handlers';
export { mockEndpoints, findEndpoint } from './endpoints';
export { mockDb } from './storybook';
export { MOCK_NOW, toVnDay } from './time';
export * as fixtures from './fixtures';
