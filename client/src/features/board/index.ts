export { BoardCard, useBoard } from './BoardCard';
export { JobOffers, SackedScreen } from './JobOffers';
