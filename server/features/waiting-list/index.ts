export {
  announceOffers,
  announceQueueChange,
  mailOffer,
  offerFreedPlaces,
  offerPlacesWaitedFor,
  passOnLapsedOffers,
  type OfferContext,
} from './offers.js';
export { joinWaitingList, leaveWaitingList, waitingPlaces, type JoinOutcome, type WaitingPlace } from './membership.js';
export { placesTaken } from './places.js';
export { finishInterruptedOffers } from './interrupted.js';
export { removeFromList } from './added-places.js';
export { serveWaitingList, type MadeOffer } from './queue.js';
export { moveWaitingEntry, offerByHand, waitingQueue } from './organiser.js';
export { waitingListAdminRoutes, waitingListRoutes } from './routes.js';
export { memberWaitingPlaces } from './member-places.js';
