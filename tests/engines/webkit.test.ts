import { journeys } from './journeys';

journeys('webkit');
