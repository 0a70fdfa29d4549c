import { formatDate } from '@ata/core/format';
import { ApiError } from '@ata/core/http';
import {
  orderStatuses,
  orderStatusOption,
  type TimelineStep,
  TRACK_LOOKUP_PATH,
  type TrackedOrder,
  timelineLabels,
} from '@ata/core/order';
import { buttonClass, Link, Spinner } from '@ata/ui';
import { OrderDetails } from '@ata/ui/order/OrderDetails.tsx';
import { trackedOrderQuery } from '@ata/ui/order/tracked-order-query.ts';
import { useQuery } from '@tanstack/react-query';
import { WithSettings } from '../../settings/WithSettings.tsx';
import { ContactList } from '../contact/ContactList.tsx';
import { PageHero } from '../PageHero.tsx';
import { PageQueries } from '../page-queries.tsx';
import { OrderPlaced } from './OrderPlaced.tsx';
import './track.css';

/**
 * `/track/<token>`: the shopper's order, rendered by the server and readable without JavaScript. `placed`:
 * the order was just placed (or its payment came back), so the page also reads as its confirmation.
 */
export function TrackOrder({ token, placed = false }: { token: string; placed?: boolean }) {
  return (
    <PageQueries>
      <TrackedOrderScreen token={token} placed={placed} />
    </PageQueries>
  );
}

function TrackedOrderScreen({ token, placed }: { token: string; placed: boolean }) {
  const result = useQuery(trackedOrderQuery(token));
  if (result.data) return <TrackedOrderView order={result.data} placed={placed} />;
  if (result.isPending)
    return (
      <div className="shell-loading">
        <Spinner label="Loading your order" />
      </div>
    );
  const missing = result.error instanceof ApiError && result.error.status === 404;
  return (
    <article className="shell-page">
      <PageHero title={missing ? 'Order not found' : 'Your order could not be loaded'}>
        <p>
          {missing
            ? 'This tracking link does not match any order. Check the link, or find your order by its reference and phone number.'
            : 'Please try again in a moment.'}
        </p>
      </PageHero>
      <div className="shell-container shell-section">
        <Link href={TRACK_LOOKUP_PATH} className={buttonClass('primary')}>
          Find my order
        </Link>
      </div>
    </article>
  );
}

/** The usual path of an order; a cancelled or refunded one ends where it ended. */
const USUAL_PATH = orderStatuses.filter((status) => status !== 'cancelled' && status !== 'refunded');

export function TrackedOrderView({ order, placed = false }: { order: TrackedOrder; placed?: boolean }) {
  const status = orderStatusOption(order.status);
  return (
    <article className="shell-page shell-track">
      <PageHero eyebrow="Track your order" title={`Order ${order.reference}`}>
        <p>
          Status: <strong data-testid="order-status">{status.label}</strong> · placed{' '}
          {formatDate(order.createdAt)}
        </p>
        {placed && <OrderPlaced order={order} />}
      </PageHero>
      <div className="shell-container shell-section shell-track__layout">
        <section aria-labelledby="track-progress" className="shell-track__progress">
          <h2 id="track-progress">Progress</h2>
          <Timeline steps={order.timeline} status={order.status} />
        </section>
        <OrderDetails order={order} />
        <section aria-labelledby="track-contact">
          <h2 id="track-contact">Questions about your order?</h2>
          <WithSettings>{(settings) => <ContactList settings={settings} />}</WithSettings>
        </section>
      </div>
    </article>
  );
}

function Timeline({ steps, status }: { steps: TimelineStep[]; status: string }) {
  const reached = new Set(steps.map((step) => step.status));
  const ended = status === 'cancelled' || status === 'refunded';
  // What is still to come on the usual path (none once the order has ended).
  const ahead = ended ? [] : USUAL_PATH.filter((next) => !reached.has(next) && next !== 'paid');
  return (
    <ol className="shell-track__timeline">
      {steps.map((step) => (
        <li key={`${step.status}-${step.at}`} className="shell-track__step shell-track__step--done">
          <span className="shell-track__label">{timelineLabels[step.status]}</span>{' '}
          <time dateTime={step.at} className="shell-track__time">
            {formatDate(step.at)}
          </time>
        </li>
      ))}
      {ahead.map((next) => (
        <li key={next} className="shell-track__step shell-track__step--ahead">
          <span className="shell-track__label">{timelineLabels[next]}</span>{' '}
          <span className="shell-track__time">Not yet</span>
        </li>
      ))}
    </ol>
  );
}
