import type { AnyActorRef } from 'xstate';
import { INCLUDED_CARE_TEXT, PAID_COVER_TEXT } from '../../../domain/cover';
import type { InsurancePrice } from '../../../domain/prices';
import { InsuranceChoice } from '../../../ui/commerce/InsuranceChoice/InsuranceChoice';

/** The cover offered at a storage checkout (none is chosen unless the customer chooses it). */
export function StorageCover({
  funnel,
  levels,
  value,
}: {
  funnel: AnyActorRef;
  levels: InsurancePrice[];
  value: number | null;
}) {
  return (
    <InsuranceChoice
      legend="Insurance cover"
      hint={`${INCLUDED_CARE_TEXT} ${PAID_COVER_TEXT}`}
      levels={levels}
      value={value}
      offerNoCover
      onChange={(limit) => funnel.send({ type: 'insurance.chosen', coverageLimit: limit })}
    />
  );
}
