import React, { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createStore, restoreAndPersist } from './store';

/** One store per page load (and per server render), restored from storage after hydration. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createStore);
  useEffect(() => restoreAndPersist(store), [store]);
  return <Provider store={store}>{children}</Provider>;
}
