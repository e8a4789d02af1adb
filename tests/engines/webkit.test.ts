import { journeys } from './journeys';
import { serviceWorkerJourney } from './serviceWorker';

journeys('webkit');
serviceWorkerJourney('webkit');
