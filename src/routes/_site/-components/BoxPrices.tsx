import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyCall } from '../../../api/lazyCall';
import { orderableBoxTypes } from '../../../domain/box-types';
import { formatPrice } from '../../../domain/format';
import type { StoragePrices } from '../../../domain/prices';
import { type FromPrice, fromPrice } from '../../../domain/priceTables';
import { Button } from '../../../ui/Button/Button';
import { peekPrerendered } from '../../../wiring/prerendered';
import { afterFirstPaint } from './afterFirstPaint';
import * as styles from './BoxPrices.css';

/** A visitor is customer 0: the public price plan. */
const VISITOR_CUSTOMER_ID = 0;

type PricesState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'loaded'; prices: Map<number, FromPrice> };

/** The key the build embeds the public prices under (see prerendered.ts). */
export const PRERENDERED_PRICES_KEY = 'fromPrices';

/** The public prices as the build embeds them: [boxTypeId, price] pairs. */
export type EmbeddedPrices = [number, FromPrice][];

/** 'from £X a month' per orderable box type from the public price plan. */
export function fromPricesOf(prices: StoragePrices): EmbeddedPrices {
  const pairs: EmbeddedPrices = [];
  for (const type of orderableBoxTypes()) {
    const price = fromPrice(prices, type.boxTypeId);
    if (price) pairs.push([type.boxTypeId, price]);
  }
  return pairs;
}

/**
 * The public price plan as 'from £X a month' per orderable box type, read from the prices API.
 * A page the build rendered starts with the prices it was rendered with and refreshes them.
 */
export function useFromPrices() {
  const [state, setState] = useState<PricesState>(() => {
    const embedded = peekPrerendered<EmbeddedPrices>(PRERENDERED_PRICES_KEY);
    return embedded ? { status: 'loaded', prices: new Map(embedded) } : { status: 'loading' };
  });
  const shown = useRef(state.status === 'loaded');
  const load = useCallback(async () => {
    // Prices on the screen stay there while fresh ones are asked for: nothing moves.
    if (!shown.current) setState({ status: 'loading' });
    const result = await lazyCall(async () =>
      (await import('../../../api/pricing')).getStoragePrices(VISITOR_CUSTOMER_ID),
    );
    if (!result.ok) {
      if (!shown.current) setState({ status: 'failed', message: result.message });
      return;
    }
    shown.current = true;
    setState({ status: 'loaded', prices: new Map(fromPricesOf(result.data)) });
  }, []);
  // The page shows at once; the prices, with the call and its schema, fill in below it.
  useEffect(() => afterFirstPaint(() => void load()), [load]);
  const reload = useCallback(async () => {
    shown.current = false;
    await load();
  }, [load]);
  return { state, reload };
}

/** 'From £5.95 a month' per box type, with its size; a retry when the prices cannot load. */
export function BoxPrices({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const { state, reload } = useFromPrices();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (state.status === 'failed') {
    return (
      <div className={styles.problem} role="alert">
        <p>Prices could not be loaded: {state.message}</p>
        <Button variant="secondary" size="sm" onClick={() => void reload()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <ul className={styles.list} aria-busy={state.status === 'loading'}>
      {orderableBoxTypes().map((type) => {
        const price = state.status === 'loaded' ? state.prices.get(type.boxTypeId) : undefined;
        return (
          <li key={type.boxTypeId} className={styles.item}>
            <BoxIcon boxTypeId={type.boxTypeId} />
            <Heading className={styles.name}>{type.name}</Heading>
            <p className={styles.price}>
              {state.status === 'loading' ? (
                <span className={styles.placeholder}>Loading price…</span>
              ) : price ? (
                <>
                  from <strong className={styles.amount}>{formatPrice(price.from)}</strong> a month
                </>
              ) : (
                'Price on request'
              )}
            </p>
            <p className={styles.info}>{type.info}</p>
            {price?.oneBoxOneMonth !== undefined && (
              <p className={styles.info}>
                {formatPrice(price.oneBoxOneMonth)} a month for one box on a one-month term
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A box drawn to scale of its type, so sizes compare at a glance. */
function BoxIcon({ boxTypeId }: { boxTypeId: number }) {
  const types = orderableBoxTypes();
  const index = Math.max(
    0,
    types.findIndex((type) => type.boxTypeId === boxTypeId),
  );
  const isSuitcase = types[index]?.other === true;
  const scale = 0.7 + index * 0.12;
  if (isSuitcase) {
    return (
      <svg viewBox="0 0 64 64" className={styles.icon} aria-hidden="true" focusable="false">
        <rect x="16" y="16" width="32" height="40" rx="5" className={styles.iconFill} />
        <path d="M26 16v-6h12v6" className={styles.iconLine} fill="none" />
        <path d="M24 24v26M40 24v26" className={styles.iconLine} />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 64 64" className={styles.icon} aria-hidden="true" focusable="false">
      <g transform={`translate(32 58) scale(${scale}) translate(-32 -58)`}>
        <path d="M10 24 32 14l22 10v28L32 62 10 52Z" className={styles.iconFill} />
        <path d="M10 24l22 10 22-10M32 34v28" className={styles.iconLine} fill="none" />
        <path d="M21 19l22 10" className={styles.iconTape} fill="none" />
      </g>
    </svg>
  );
}
