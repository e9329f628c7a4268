import { Link } from '@tanstack/react-router';
import { shallowEqual, useSelector } from '@xstate/react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { MyStuffTab } from '../../../../../domain/boxes';
import {
  hasMorePages,
  MY_STUFF_TABS,
  selectedBoxIds,
  visibleBoxes,
} from '../../../../../domain/boxes';
import type { myStuffMachine } from '../../../../../machines/myStuff.machine';
import { Alert } from '../../../../../ui/Alert/Alert';
import { Button } from '../../../../../ui/Button/Button';
import { button as buttonStyle } from '../../../../../ui/Button/Button.css';
import { LinkButton } from '../../../../../ui/commerce/LinkButton/LinkButton';
import { Page } from '../../../../../ui/layouts/Page';
import { Spinner } from '../../../../../ui/Spinner/Spinner';
import { TextField } from '../../../../../ui/TextField/TextField';
import { textLinkStyle } from '../../../../../ui/TextLink/TextLink.css';
import { Tooltip } from '../../../../../ui/Tooltip/Tooltip';
import { BoxCard, type BoxMachines } from './BoxCard';
import { type AgreementsActor, MonthlyStorage } from './MonthlyStorage';
import * as styles from './myStuff.css';
import { type ShipmentsActor, ShippedBoxes } from './ShippedBoxes';
import { StorageUnits, type StorageUnitsActor } from './StorageUnits';

export type MyStuffActor = ActorRefFrom<typeof myStuffMachine>;

export const TAB_LABELS: Record<MyStuffTab, string> = {
  withProvider: 'In storage',
  withCustomer: 'At home',
};

export const COLLECTION_COMING_TEXT = 'Coming with the collection booking';

export interface MyStuffProps {
  actor: MyStuffActor;
  /** The drive-up units section, shown above the boxes when the customer has any. */
  storageUnits?: StorageUnitsActor;
  /** The shipments abroad, shown when the customer has any. */
  shipments?: ShipmentsActor;
  /** What is billed monthly: the boxes' next payments above them, a unit's on its card. */
  agreements?: AgreementsActor;
  machines: BoxMachines;
  /** Whether the collection booking exists yet; until it does, 'Collect selected' waits. */
  collectionAvailable: boolean;
}

/** My stuff: the boxes in storage and at home, searchable, selectable, each with its card. */
export function MyStuff({
  actor,
  storageUnits,
  shipments,
  agreements,
  machines,
  collectionAvailable,
}: MyStuffProps) {
  const tab = useSelector(actor, (state) => state.context.tab);
  return (
    <Page title="My stuff">
      {storageUnits && <StorageUnits actor={storageUnits} agreements={agreements} />}
      {shipments && <ShippedBoxes actor={shipments} />}
      {agreements && <MonthlyStorage actor={agreements} />}
      <p className={styles.status}>
        Need boxes, tape or wrap?{' '}
        <Link to="/apps/materials" className={textLinkStyle}>
          Order packing materials
        </Link>
        . Moving abroad? Choose stored boxes below and Ship abroad, or{' '}
        <Link to="/apps/shipping" search={{ from: 'home' }} className={textLinkStyle}>
          ship from your home
        </Link>
        .
      </p>
      <Tabs.Root
        value={tab}
        // Arrow keys move between tabs without loading each one on the way.
        activationMode="manual"
        onValueChange={(value) =>
          actor.send({ type: 'myStuff.tabChanged', tab: value as MyStuffTab })
        }
      >
        <Tabs.List className={styles.tabList} aria-label="Where your boxes are">
          {MY_STUFF_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={styles.tab}>
              {TAB_LABELS[value]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {MY_STUFF_TABS.map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === tab && (
              <TabBody
                actor={actor}
                machines={machines}
                collectionAvailable={collectionAvailable}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Page>
  );
}

function TabBody({ actor, machines, collectionAvailable }: MyStuffProps) {
  const tab = useSelector(actor, (state) => state.context.tab);
  const loading = useSelector(actor, (state) => state.matches('loading'));
  const failed = useSelector(actor, (state) => state.matches('failed'));
  const error = useSelector(actor, (state) => state.context.error);
  const hasBoxes = useSelector(actor, (state) => state.context.boxes.length > 0);

  return (
    <>
      {error && (
        <Alert
          type="danger"
          className={styles.alert}
          onClose={() => actor.send({ type: 'myStuff.errorDismissed' })}
        >
          {error}
        </Alert>
      )}
      {loading ? (
        <Spinner label="Loading your boxes" />
      ) : failed ? (
        <div className={styles.empty}>
          <p className={styles.emptyText}>We could not load your boxes.</p>
          <Button variant="secondary" onClick={() => actor.send({ type: 'myStuff.retry' })}>
            Try again
          </Button>
        </div>
      ) : hasBoxes ? (
        <BoxList actor={actor} machines={machines} collectionAvailable={collectionAvailable} />
      ) : (
        <EmptyTab tab={tab} />
      )}
    </>
  );
}

function EmptyTab({ tab }: { tab: MyStuffTab }) {
  if (tab === 'withProvider') {
    return (
      <div className={styles.empty}>
        <h2 className={styles.emptyHeading}>You have nothing in storage yet</h2>
        <p className={styles.emptyText}>
          Order storage and we will bring you boxes, collect them when they are packed and keep them
          safe until you want them back.
        </p>
        <Link to="/apps/order" className={buttonStyle({ variant: 'primary' })}>
          Order storage
        </Link>
      </div>
    );
  }
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyHeading}>Nothing at home</h2>
      <p className={styles.emptyText}>
        Boxes we have delivered to you, empty or returned from storage, are listed here until we
        collect them. Your stored boxes are under In storage.
      </p>
    </div>
  );
}

function BoxList({ actor, machines, collectionAvailable }: MyStuffProps) {
  const search = useSelector(actor, (state) => state.context.search);
  // A new array on every change; equal when it holds the same boxes, so typing elsewhere is cheap.
  const boxes = useSelector(actor, (state) => visibleBoxes(state.context), shallowEqual);
  const loadedCount = useSelector(actor, (state) => state.context.boxes.length);
  const hasMore = useSelector(actor, (state) => hasMorePages(state.context));
  const loadingMore = useSelector(actor, (state) => state.hasTag('loadingMore'));
  const searching = search.trim() !== '';

  const status = !searching
    ? ''
    : loadingMore
      ? 'Searching all your boxes…'
      : hasMore
        ? `Showing matches among ${loadedCount} loaded boxes`
        : boxes.length === 1
          ? '1 box matches'
          : `${boxes.length} boxes match`;

  return (
    <>
      <div className={styles.toolbar}>
        <TextField
          type="search"
          label="Search your boxes"
          hint="By what is inside or the box number"
          groupClassName={styles.search}
          value={search}
          autoComplete="off"
          onChange={(event) => actor.send({ type: 'myStuff.searched', text: event.target.value })}
        />
      </div>
      <p className={styles.status} role="status">
        {status}
      </p>

      <BulkActions actor={actor} collectionAvailable={collectionAvailable} />

      {boxes.length > 0 ? (
        <ul className={styles.list} aria-label="Your boxes">
          {boxes.map((box) => (
            <BoxCard
              key={box.boxId}
              box={box}
              machines={machines}
              onToggle={(boxId) => actor.send({ type: 'box.toggled', boxId })}
            />
          ))}
        </ul>
      ) : (
        <div className={styles.empty}>
          <p className={styles.emptyText}>No boxes match “{search.trim()}”.</p>
          <LinkButton onClick={() => actor.send({ type: 'myStuff.searched', text: '' })}>
            Clear the search
          </LinkButton>
        </div>
      )}

      {hasMore && <LoadMore actor={actor} loading={loadingMore} loadedCount={loadedCount} />}
    </>
  );
}

/** 'Load more' for keyboards and screen readers; scrolling near it loads the next page too. */
function LoadMore({
  actor,
  loading,
  loadedCount,
}: {
  actor: MyStuffActor;
  loading: boolean;
  /** Observing afresh after each page asks again whether the end of the list is in view. */
  loadedCount: number;
}) {
  const sentinel = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loadedCount re-arms the observer after each page
  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) actor.send({ type: 'myStuff.loadMore' });
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [actor, loadedCount]);

  return (
    <div ref={sentinel} className={styles.more}>
      <Button
        variant="secondary"
        loading={loading}
        onClick={() => actor.send({ type: 'myStuff.loadMore' })}
      >
        Load more boxes
      </Button>
    </div>
  );
}

function BulkActions({
  actor,
  collectionAvailable,
}: {
  actor: MyStuffActor;
  collectionAvailable: boolean;
}) {
  const tab = useSelector(actor, (state) => state.context.tab);
  const count = useSelector(actor, (state) => selectedBoxIds(state.context).length);
  if (count === 0) return null;

  return (
    <section className={styles.bulkBar} aria-label="Selected boxes">
      <span className={styles.bulkCount}>
        {count === 1 ? '1 box selected' : `${count} boxes selected`}
      </span>
      {tab === 'withProvider' ? (
        <>
          <Button onClick={() => actor.send({ type: 'myStuff.returnRequested' })}>
            Return selected ({count})
          </Button>
          <Button variant="secondary" onClick={() => actor.send({ type: 'myStuff.shipRequested' })}>
            Ship abroad ({count})
          </Button>
        </>
      ) : collectionAvailable ? (
        <Button onClick={() => actor.send({ type: 'myStuff.collectRequested' })}>
          Collect selected ({count})
        </Button>
      ) : (
        <Tooltip content={COLLECTION_COMING_TEXT}>
          {/* aria-disabled rather than disabled, so the button can still be focused and explain itself. */}
          <Button aria-disabled="true">Collect selected ({count})</Button>
        </Tooltip>
      )}
      <LinkButton onClick={() => actor.send({ type: 'myStuff.selectionCleared' })}>
        Clear selection
      </LinkButton>
    </section>
  );
}
