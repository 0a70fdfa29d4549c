import { formatKobo } from '@ata/core/money';
import { type DeliveryConfig, estimateText, NIGERIAN_STATES } from '@ata/core/pricing';
import { useQuery } from '@tanstack/react-query';
import { PageQueries } from '../page-queries.tsx';

/** The delivery the checkout charges, as `/api/delivery` publishes it (the server render fills it). */
export const DELIVERY_QUERY = ['/api/delivery'] as const;

const fee = (kobo: number) => (kobo === 0 ? 'Free' : formatKobo(kobo));

/**
 * The shipping policy's table of the configured zones, fees and estimates, and the pickup points: drawn from
 * the same rules the checkout prices with, so what it charges is always published.
 */
export function DeliveryTable() {
  return (
    <PageQueries>
      <Rates />
    </PageQueries>
  );
}

function Rates() {
  const { data } = useQuery<DeliveryConfig>({ queryKey: DELIVERY_QUERY, staleTime: 60_000 });
  if (!data) return null;
  return (
    <section className="shell-legal__delivery" aria-labelledby="delivery-rates">
      <h2 id="delivery-rates">Delivery rates</h2>
      <div className="shell-legal__table">
        <table>
          <thead>
            <tr>
              <th scope="col">Where</th>
              <th scope="col">Delivery fee</th>
              <th scope="col">Free above</th>
              <th scope="col">Estimate</th>
            </tr>
          </thead>
          <tbody>
            {data.zones.map((zone) => (
              <tr key={zone.id}>
                <th scope="row">
                  {zone.name}
                  <br />
                  <small>
                    {zone.states.length === 0
                      ? 'Every other state'
                      : zone.states.map((state) => NIGERIAN_STATES[state]).join(', ')}
                    {zone.cities.length > 0 && ` (${zone.cities.join(', ')} only)`}
                  </small>
                </th>
                <td>
                  {fee(zone.fee.flatKobo)}
                  {zone.fee.weightSurcharge &&
                    `, plus ${formatKobo(zone.fee.weightSurcharge.perKgKobo)} per kg above ${zone.fee.weightSurcharge.baseGrams / 1000} kg`}
                  {zone.express.map((express) => (
                    <span key={express.id}>
                      <br />
                      {express.label}: {fee(express.feeKobo)} (order before {express.cutoffHour}:00 Lagos
                      time)
                    </span>
                  ))}
                </td>
                <td>{zone.fee.freeAboveKobo === null ? '—' : formatKobo(zone.fee.freeAboveKobo)}</td>
                <td>
                  {estimateText(zone.estimateDays)}
                  {zone.express.map((express) => (
                    <span key={express.id}>
                      <br />
                      {express.estimate}
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data.pickupPoints.length > 0 && (
        <>
          <h3>Pickup points</h3>
          <ul>
            {data.pickupPoints.map((point) => (
              <li key={point.id}>
                <strong>{point.name}</strong> ({NIGERIAN_STATES[point.state]}): {point.address}. {point.hours}
                . {fee(point.feeKobo)}.
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
