export { onDemandInFlight, prefetchOnDemand, useOnDemand, type OnDemand } from './useOnDemand';
