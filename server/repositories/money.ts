/** The database keeps pence; the API speaks pounds as decimals (src/domain moneySchema). */
export function poundsFromPence(pence: number): number {
  return pence / 100;
}
