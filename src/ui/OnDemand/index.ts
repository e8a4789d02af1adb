export { onDemandInFlight, useOnDemand, type OnDemand } from './useOnDemand';
