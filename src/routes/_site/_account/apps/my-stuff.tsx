import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Page } from '../../../../ui/layouts/Page';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import {
  appAgreementsMachine,
  appBoxCardMachine,
  appBoxPhotosMachine,
  appShipmentsMachine,
  appStorageUnitsMachine,
  COLLECTION_PATH,
  myStuffMachineFor,
  readMyStuffMemory,
} from '../../../../wiring/myStuffActor';
import { keptCustomerId } from '../../../../wiring/storedSession';
import { useAppActor } from '../../../../wiring/useAppActor';
import { useSession } from '../../../../wiring/useSignedIn';
import type { BoxMachines } from '../-components/myStuff/BoxCard';
import { MyStuff } from '../-components/myStuff/MyStuff';

export const Route = createFileRoute('/_site/_account/apps/my-stuff')({
  component: MyStuffPage,
});

function MyStuffPage() {
  // After a reload the kept token is checked while the boxes are asked for: with the id kept
  // at sign-in, the two calls go out together (a token that fails signs the customer out).
  const customerId = useSelector(useSession(), (state) =>
    state.matches('resuming') ? keptCustomerId() : state.context.user?.customerId,
  );
  if (customerId === undefined) {
    return (
      <Page title="My stuff">
        <Spinner label="Loading your boxes" />
      </Page>
    );
  }
  return <MyStuffForCustomer key={customerId} customerId={customerId} />;
}

function MyStuffForCustomer({ customerId }: { customerId: number }) {
  const router = useRouter();
  const [machine] = useState(() =>
    myStuffMachineFor({ navigate: (href) => void router.navigate({ href }) }),
  );
  const [memory] = useState(() => readMyStuffMemory());
  const actor = useAppActor(machine, { input: { customerId, ...memory } });
  const storageUnits = useAppActor(appStorageUnitsMachine, { input: { customerId } });
  const shipments = useAppActor(appShipmentsMachine, { input: { customerId } });
  const agreements = useAppActor(appAgreementsMachine, { input: { customerId } });
  const machines = useMemo<BoxMachines>(
    () => ({
      boxCard: appBoxCardMachine.provide({
        actions: {
          descriptionSaved: (_, { boxId, description }) =>
            actor.send({ type: 'box.described', boxId, description }),
        },
      }),
      boxPhotos: appBoxPhotosMachine,
    }),
    [actor],
  );
  // The collection booking arrives in a later release; until its route exists the button waits.
  const collectionAvailable =
    COLLECTION_PATH in (router.routesByPath as unknown as Record<string, unknown>);
  return (
    <MyStuff
      actor={actor}
      storageUnits={storageUnits}
      shipments={shipments}
      agreements={agreements}
      machines={machines}
      collectionAvailable={collectionAvailable}
    />
  );
}
