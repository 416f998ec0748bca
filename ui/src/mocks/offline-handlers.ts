import { allHandlers } from './handlers';
import { routed } from './router';
import { sessionHandler } from './scenarios';

/**
 * What answers in the offline console: the session's scenario and fault
 * rules first (as the server's fault layer), then every handler, routed
 * (each request tries only the handlers its path could match).
 */
export const offlineHandlers = [sessionHandler, routed(allHandlers)];
