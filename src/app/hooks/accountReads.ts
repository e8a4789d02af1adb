// The reads a visitor makes before logging in, apart from the rest so that the login page's chunk does
// not carry every endpoint and schema of the portal.
import { getWarehouses, getWebsiteInfo } from '../api/endpoints/account';
import { readKey } from './keys';
import { useRead } from './useRead';

export const useWarehouses = () => useRead(readKey('warehouses'), (_, options) => getWarehouses(options));

export const useWebsiteInfo = () => useRead(readKey('websiteInfo'), (_, options) => getWebsiteInfo(options));
