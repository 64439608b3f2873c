import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** For callbacks that must read the state of the moment they run, not of the last render. */
export const useAppStore = useStore.withTypes<AppStore>();
