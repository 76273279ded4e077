/** The public listing (GET /api/live-centre), polled while a Live Centre screen or the landing page is open. */
import { ROUTES } from '@hardwood/shared';
import { useRouteQuery } from '../../lib/contract';

/** Scores and clocks move on between polls; every few seconds keeps cards fresh without loading the server. */
export const LISTING_POLL_MS = 4_000;

export const useLiveCentre = () => useRouteQuery(ROUTES.liveCentre, {}, { refetchInterval: LISTING_POLL_MS });
