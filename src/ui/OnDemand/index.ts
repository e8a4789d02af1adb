export { useOnDemand, type OnDemand } from './useOnDemand';
