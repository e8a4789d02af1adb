import { journeys } from './journeys';
import { serviceWorkerJourney } from './serviceWorker';

journeys('firefox');
serviceWorkerJourney('firefox');
