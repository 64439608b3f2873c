import { useI18next, useTranslation } from 'gatsby-plugin-react-i18next';
import { useCallback, useMemo, useState } from 'react';
import type { CartAnswer, ShopCart } from '../../core/cart/shop-cart';
import { contentLanguage, languageOf } from '../../core/routes/languages';
import type {
  addCart,
  deleteCartCall,
  getCart,
  refreshCartCall,
  restoreCartCall,
  updateCart,
} from '../../server/cart/cart-routes';
import type { BodyOf } from '../../server/http/route/define-route';
import { ApiCallError, apiGet, apiPost, type CallerAuth } from '../../state/api-client';
import { useAppDispatch, useAppStore } from '../../state/hooks';
import { shopActions } from '../../state/shop-slice';
import { codeMessage } from '../ui/forms/field-errors';
import { notify } from '../layout/notify';
import { namedNotices } from './cart-notices';

/*
 * The cart calls' bodies and answers come from their declarations (server/cart/cart-routes.ts):
 * type-only imports, so no server code reaches the browser.
 */

/** What add_cart takes: `pack` is the pack's English descr, absent for single units. */
export type CartItemChoice = BodyOf<typeof addCart>['item'];

/** What refresh_cart may change: the delivery address (typed or from the book) and type. */
export type CartChanges = Omit<BodyOf<typeof refreshCartCall>, 'cartId' | 'lng'>;

/**
 * Every cart change goes through the API and the store keeps its answer. Each action resolves
 * to the cart the server answered (null: no cart any more), or null after a failure, which is
 * shown as a toast and kept in `lastError` (its `fields` for a refused address); the local
 * cart is then unchanged.
 */
export interface CartActions {
  add(item: CartItemChoice): Promise<ShopCart | null>;
  update(key: string, quantity: number): Promise<ShopCart | null>;
  remove(key: string): Promise<ShopCart | null>;
  refresh(changes?: CartChanges): Promise<ShopCart | null>;
  /** Just signed in: the customer's saved cart back, this browser's cart merged into it. */
  restore(): Promise<ShopCart | null>;
  clear(): Promise<void>;
  /** A call of this hook's caller is on its way. */
  pending: boolean;
  /** The failure of the caller's last call; null once the next one starts. */
  lastError: ApiCallError | null;
}

/*
 * Cart calls run one after another for the whole page: the second of two quick adds must send
 * the cartId the first one created, and an older answer must never replace a newer one.
 */
let queue: Promise<unknown> = Promise.resolve();
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

const isNotFound = (err: unknown) =>
  err instanceof ApiCallError && err.status === 404 && err.code === 'NOT_FOUND';

export function useCartActions(): CartActions {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  const { language } = useI18next();
  const [running, setRunning] = useState(0);
  const [lastError, setLastError] = useState<ApiCallError | null>(null);

  const lng = languageOf(language);

  // Read when the call runs, not when the component rendered: a login just before a refresh
  // must send the new token, and a queued call the cartId of the call before it.
  const authNow = useCallback((): CallerAuth | null => {
    const { customer } = store.getState();
    return customer.loggedIn ? { email: customer.email, token: customer.token } : null;
  }, [store]);

  /**
   * After a 404: an expired, placed or someone else's cart answers 404 NOT_FOUND
   * (docs/api-checkout.md), but so do a withdrawn product or a line another tab removed. The
   * cart itself says which: true when it is gone; otherwise its copy of now replaces ours.
   */
  const cartIsGone = useCallback(
    async (cartId: string): Promise<boolean> => {
      try {
        const { cart } = await apiGet<typeof getCart>(
          `get_cart?token=${encodeURIComponent(cartId)}`,
          undefined,
          authNow(),
        );
        dispatch(shopActions.cartReplaced(cart));
        return cart === null;
      } catch (err) {
        return isNotFound(err);
      }
    },
    [authNow, dispatch],
  );

  const currentCart = useCallback(() => store.getState().shop.customerCart, [store]);

  const settle = useCallback(
    ({ cart }: CartAnswer, previous: ShopCart | null): ShopCart | null => {
      dispatch(shopActions.cartReplaced(cart));
      for (const { code, name } of namedNotices(cart, previous, contentLanguage(lng))) {
        notify(t(`cart.notice.${code}`, { name }), 'info');
      }
      return cart;
    },
    [dispatch, lng, t],
  );

  const fail = useCallback(
    (err: unknown): null => {
      if (!(err instanceof ApiCallError)) throw err;
      setLastError(err);
      notify(codeMessage(err.code, t), 'error');
      return null;
    },
    [t],
  );

  /** The cart expired or was ordered meanwhile: this browser forgets it too. */
  const forget = useCallback(() => {
    dispatch(shopActions.cartCleared());
    notify(t('cart.expired'), 'info');
    return null;
  }, [dispatch, t]);

  const act = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    setRunning((n) => n + 1);
    setLastError(null);
    return inTurn(work).finally(() => setRunning((n) => n - 1));
  }, []);

  const add = useCallback(
    (item: CartItemChoice) =>
      act(async () => {
        const previous = currentCart();
        const send = (cartId: string | undefined) =>
          apiPost<typeof addCart>(
            'add_cart',
            cartId ? { cartId, lng, item } : { lng, item },
            authNow(),
          );
        try {
          return settle(await send(previous?.cartId), previous);
        } catch (err) {
          if (!previous || !isNotFound(err) || !(await cartIsGone(previous.cartId))) {
            return fail(err);
          }
        }
        // The old cart is gone: the item starts a new one (once; a second 404 is a failure).
        dispatch(shopActions.cartCleared());
        try {
          return settle(await send(undefined), null);
        } catch (err) {
          return fail(err);
        }
      }),
    [act, cartIsGone, currentCart, dispatch, fail, lng, authNow, settle],
  );

  const update = useCallback(
    (key: string, quantity: number) =>
      act(async () => {
        const previous = currentCart();
        if (!previous) return null;
        try {
          return settle(
            await apiPost<typeof updateCart>(
              'update_cart',
              { cartId: previous.cartId, key, quantity },
              authNow(),
            ),
            previous,
          );
        } catch (err) {
          return isNotFound(err) && (await cartIsGone(previous.cartId)) ? forget() : fail(err);
        }
      }),
    [act, cartIsGone, currentCart, fail, forget, authNow, settle],
  );

  const remove = useCallback((key: string) => update(key, 0), [update]);

  const refresh = useCallback(
    (changes: CartChanges = {}) =>
      act(async () => {
        const previous = currentCart();
        if (!previous) return null;
        try {
          const answer = await apiPost<typeof refreshCartCall>(
            'refresh_cart',
            { cartId: previous.cartId, lng, ...changes },
            authNow(),
          );
          // An empty cart is deleted: its lines all went (sold out or withdrawn) since the last look.
          if (!answer.cart && previous.items.length > 0) notify(t('cart.nowEmpty'), 'info');
          return settle(answer, previous);
        } catch (err) {
          return isNotFound(err) && (await cartIsGone(previous.cartId)) ? forget() : fail(err);
        }
      }),
    [act, cartIsGone, currentCart, fail, forget, lng, authNow, settle, t],
  );

  const restore = useCallback(
    () =>
      act(async () => {
        const previous = currentCart();
        try {
          return settle(
            await apiPost<typeof restoreCartCall>(
              'restore_cart',
              { cartId: previous?.cartId ?? null, lng },
              authNow(),
            ),
            previous,
          );
        } catch (err) {
          return fail(err);
        }
      }),
    [act, currentCart, fail, lng, authNow, settle],
  );

  const clear = useCallback(
    () =>
      act(async () => {
        const previous = currentCart();
        if (!previous) return;
        try {
          await apiPost<typeof deleteCartCall>(
            'delete_cart',
            { cartId: previous.cartId },
            authNow(),
          );
        } catch (err) {
          // delete_cart names nothing but the cart: its 404 means it is gone already.
          if (!isNotFound(err)) {
            fail(err);
            return;
          }
        }
        dispatch(shopActions.cartCleared());
      }),
    [act, currentCart, dispatch, fail, authNow],
  );

  return useMemo(
    () => ({ add, update, remove, refresh, restore, clear, pending: running > 0, lastError }),
    [add, update, remove, refresh, restore, clear, running, lastError],
  );
}
