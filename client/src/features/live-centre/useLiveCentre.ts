/** The public listing (the Live Centre listing route), polled while a Live Centre screen or the landing page is open. */
import { ROUTES } from '@hardwood/shared';
import { useRouteQuery } from '../../lib/contract';

/** Scores and clocks move on between polls; every few seconds keeps cards fresh without loading the server. */
export const LISTING_POLL_MS = 4_000;

export const useLiveCentre = () => useRouteQuery(ROUTES.liveCentre.listing, {}, { refetchInterval: LISTING_POLL_MS });
