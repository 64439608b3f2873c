import React, { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createStore, restoreAndPersist, type AppStore, type RootState } from './store';

/**
 * Gatsby wraps the page and, separately, each page's <Head> in wrapRootElement: in the browser
 * both share one store, so storage is read (and subscribed to) once per page load. The server
 * renders many pages in one process, so it keeps one store per render.
 */
let browserStore: { store: AppStore; serverState: RootState; restored: boolean } | undefined;

function storeForThisRender() {
  if (typeof window === 'undefined') {
    const store = createStore();
    return { store, serverState: store.getState(), restored: true };
  }
  if (!browserStore) {
    const store = createStore();
    browserStore = { store, serverState: store.getState(), restored: false };
  }
  return browserStore;
}

/**
 * One store per page load (and per server render), restored from storage after hydration.
 * `serverState` is the state the HTML was rendered with: parts of the page that hydrate after
 * the storage has been read (Layout defers them) hydrate with it, then update.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [entry] = useState(storeForThisRender);
  useEffect(() => {
    if (entry.restored) return;
    entry.restored = true;
    // A task of its own: the effects that run after hydration make one long task already.
    setTimeout(() => restoreAndPersist(entry.store), 0);
  }, [entry]);
  return (
    <Provider store={entry.store} serverState={entry.serverState}>
      {children}
    </Provider>
  );
}
