import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  CUSTOMS_CATEGORIES,
  CUSTOMS_CATEGORY_LABELS,
  type CustomsDeclarationDraft,
  declarationErrors,
  EMPTY_DECLARATION,
  MAX_DECLARED_VALUE,
  type ShipmentItem,
  shipmentItems,
} from '../../../../domain/shipping';
import { Alert } from '../../../../ui/Alert/Alert';
import { Button } from '../../../../ui/Button/Button';
import { Page } from '../../../../ui/layouts/Page';
import { Select } from '../../../../ui/Select/Select';
import { TextField } from '../../../../ui/TextField/TextField';
import type { ShippingFunnelActor } from '../../../../wiring/shippingFunnelActor';
import * as styles from '../../-components/funnel.css';
import { QuotedActions, QuotedStep, useBasketQuote } from '../../-components/QuotedStep';
import { shipmentItemName } from './boxName';
import { useShippingBasket } from './useShippingActors';

const SUMMARY = { title: 'Your shipment' };

const sameItems = (a: ShipmentItem[], b: ShipmentItem[]) =>
  a.length === b.length && a.every((item, index) => item.key === b[index]?.key);

/**
 * The customs declaration of each box: what it holds, in words, and what it is worth. What
 * couriers refuse abroad (batteries, aerosols, alcohol…) is named as it is typed.
 */
export function CustomsStep({ funnel }: { funnel: ShippingFunnelActor }) {
  const saving = useSelector(funnel, (state) => state.matches({ customs: 'saving' }));
  const refusal = useSelector(funnel, (state) =>
    state.matches({ customs: 'declaring' }) ? state.context.error : null,
  );
  const items = useSelector(funnel, (state) => shipmentItems(state.context), sameItems);
  const boxes = useSelector(funnel, (state) => state.context.boxes);
  const declarations = useSelector(funnel, (state) => state.context.declarations);
  const quote = useBasketQuote(useShippingBasket());
  const [tried, setTried] = useState(false);

  return (
    <Page title="Customs declaration">
      <QuotedStep quote={quote} {...SUMMARY}>
        <p>
          Customs need to know what each box or suitcase holds and what it is worth (up to £
          {MAX_DECLARED_VALUE.toLocaleString('en-GB')} each). We print it on the commercial invoice
          that travels with them.
        </p>
        {refusal && (
          <Alert type="danger" focusKey={refusal} title="Please check the declaration">
            {refusal}
          </Alert>
        )}
        {items.map((item, index) => {
          const draft = declarations[item.key] ?? EMPTY_DECLARATION;
          const errors = declarationErrors(draft);
          const change = (changes: Partial<CustomsDeclarationDraft>) =>
            funnel.send({
              type: 'customs.changed',
              itemKey: item.key,
              declaration: { ...draft, ...changes },
            });
          // What couriers refuse is said at once; the rest once Continue has been tried.
          const descriptionError =
            draft.description.trim().length >= 3 || tried ? errors.description : undefined;
          return (
            <fieldset key={item.key} className={styles.panel}>
              <legend className={styles.legend}>{shipmentItemName(item, index + 1, boxes)}</legend>
              <div className={styles.stack}>
                <Select
                  label="What it holds"
                  value={draft.category}
                  error={tried ? errors.category : undefined}
                  onChange={(event) =>
                    change({ category: event.target.value as CustomsDeclarationDraft['category'] })
                  }
                >
                  <option value="">Choose</option>
                  {CUSTOMS_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {CUSTOMS_CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </Select>
                <TextField
                  label="Description of the contents"
                  hint="For example: winter coats, jumpers and two pairs of boots"
                  value={draft.description}
                  error={descriptionError}
                  onChange={(event) => change({ description: event.target.value })}
                />
                <TextField
                  label="Value in pounds"
                  inputMode="decimal"
                  width="sm"
                  value={draft.value}
                  error={tried ? errors.value : undefined}
                  onChange={(event) => change({ value: event.target.value })}
                />
              </div>
            </fieldset>
          );
        })}
        <QuotedActions quote={quote} {...SUMMARY}>
          <Button variant="secondary" onClick={() => funnel.send({ type: 'funnel.back' })}>
            Back
          </Button>
          <Button
            loading={saving}
            onClick={() => {
              setTried(true);
              funnel.send({ type: 'funnel.next' });
            }}
          >
            Continue
          </Button>
        </QuotedActions>
      </QuotedStep>
    </Page>
  );
}
