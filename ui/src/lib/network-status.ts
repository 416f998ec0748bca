import { createStore } from './store';

/** Whether the last call failed to reach the server (spec 4: "a network-error flag is stored"). */
export const networkErrorStore = createStore(false);

export const useNetworkError = networkErrorStore.use;
