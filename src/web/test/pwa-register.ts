import type { useRegisterSW as UseRegisterSW } from "virtual:pwa-register/react";
import { useState } from "react";

// Stands in for vite-plugin-pwa's virtual:pwa-register/react in Vitest (vitest.config.ts aliases
// it), where there is no build and no service worker. A test says whether a new version is waiting
// and reads what the app asked of the service worker.
export const serviceWorker = {
  /** Whether the next render starts with a new version waiting. */
  needRefresh: false,
  /** Every updateServiceWorker call's reloadPage argument. */
  updates: [] as (boolean | undefined)[],
  reset() {
    this.needRefresh = false;
    this.updates = [];
  },
};

export const useRegisterSW: typeof UseRegisterSW = () => {
  const needRefresh = useState(serviceWorker.needRefresh);
  const offlineReady = useState(false);
  return {
    needRefresh,
    offlineReady,
    updateServiceWorker: async (reloadPage) => {
      serviceWorker.updates.push(reloadPage);
    },
  };
};
