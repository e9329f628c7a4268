import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { VSU_FACILITY_LABELS } from '../../../../domain/driveUp';
import { Button } from '../../../../ui/Button/Button';
import { RadioCards } from '../../../../ui/commerce/RadioCards/RadioCards';
import { Page } from '../../../../ui/layouts/Page';
import { Spinner } from '../../../../ui/Spinner/Spinner';
import { TextField } from '../../../../ui/TextField/TextField';
import type { DriveUpFunnelActor } from '../../../../wiring/driveUpFunnelActor';
import * as styles from '../../-components/funnel.css';

/** Where: a postcode, then our sites within 30 miles by distance, with address and hours. */
export function LocationStep({ funnel }: { funnel: DriveUpFunnelActor }) {
  const searching = useSelector(funnel, (state) => state.matches({ location: 'searching' }));
  const sites = useSelector(funnel, (state) => state.context.sites);
  const searched = useSelector(funnel, (state) => state.context.postcode);
  const error = useSelector(funnel, (state) => state.context.error);
  const chosenBefore = useSelector(funnel, (state) => state.context.siteId);
  const [postcode, setPostcode] = useState(searched);
  const [siteId, setSiteId] = useState<number | null>(chosenBefore);
  const [missing, setMissing] = useState<string | null>(null);

  return (
    <Page title="Find a storage site">
      <form
        className={styles.stack}
        onSubmit={(event) => {
          event.preventDefault();
          funnel.send({ type: 'location.searched', postcode });
        }}
      >
        <TextField
          label="Your postcode"
          hint="We list our sites within 30 miles, nearest first."
          autoComplete="postal-code"
          width="sm"
          value={postcode}
          error={error ?? undefined}
          onChange={(event) => setPostcode(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={searching}>
            Find sites
          </Button>
        </div>
      </form>
      {searching && <Spinner label="Finding sites near you" />}
      {!searching && sites.length > 0 && (
        <div className={styles.stack}>
          <RadioCards
            legend={`Sites near ${searched}`}
            error={missing ?? undefined}
            value={siteId}
            onChange={(value) => {
              setSiteId(value);
              setMissing(null);
            }}
            options={sites.map((site) => ({
              value: site.siteId,
              label: site.name,
              aside: `${site.miles} miles`,
              description: (
                <>
                  {site.addressLine1}, {site.town} {site.postcode}
                  <br />
                  Office: {site.openingHours}. Access: {site.accessHours}.
                  <br />
                  {site.facilities.map((facility) => VSU_FACILITY_LABELS[facility]).join(' · ')}
                </>
              ),
            }))}
          />
          <div className={styles.actions}>
            <Button
              onClick={() => {
                if (siteId === null) setMissing('Choose a site');
                else funnel.send({ type: 'site.chosen', siteId });
              }}
            >
              Continue
            </Button>
          </div>
        </div>
      )}
    </Page>
  );
}
