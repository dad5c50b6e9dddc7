import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../components/common/Modal';
import { useOrderTracking } from './useOrderTracking';
import type { TrackOrder } from './useTrackOrders';
import { formatIndianDateTime } from '../../../common/site/dates';
import { COPIED_MS, trackingMessages, trackingStatusTitle, trackingSteps } from '../../../common/domain/tracking';

/** In India's time, as every date the shop shows (common/site/dates.ts). */
const dateTime = formatIndianDateTime;

/** Copies text; the Clipboard API where the page may use it, else a selected textarea. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      document.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}

interface TrackingModalProps {
  order: TrackOrder | null;
  onClose: () => void;
}

/**
 * The tracking of one order: status, the three steps, estimated delivery and location (never
 * known: 'Not available'), the tracking number with Copy, and the history.
 */
export function TrackingModal({ order, onClose }: TrackingModalProps) {
  const { loading, tracking, failed } = useOrderTracking(order);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(number: string, url: string | null) {
    await copyText(number).catch(() => {});
    setCopied(true);
    clearTimeout(timer.current);
    // 'Copied!' for a second, then the carrier's page in a new tab (still within the click's activation).
    timer.current = setTimeout(() => {
      setCopied(false);
      if (url) window.open(url, '_blank', 'noopener,noreferrer');
    }, COPIED_MS);
  }

  let body;
  if (loading) body = <p role="status">Loading...</p>;
  else if (failed || !tracking) body = <p role="alert">{trackingMessages.trackingFailed}</p>;
  else {
    const steps = trackingSteps(tracking);
    body = (
      <>
        <p className="mb-3">
          Status: <strong data-testid="tracking-status">{trackingStatusTitle(tracking)}</strong>
        </p>
        <ol className="cc-track-steps list-unstyled d-flex justify-content-between mb-4" aria-label="Progress">
          {steps.map((step) => (
            <li key={step.label} className={`cc-track-step ${step.complete ? 'is-complete' : 'is-incomplete'}`}>
              <span className="cc-track-dot" aria-hidden="true" />
              <span className="cc-track-step-label">{step.label}</span>
              <span className="visually-hidden">{step.complete ? ' (complete)' : ' (not yet)'}</span>
            </li>
          ))}
        </ol>
        <dl className="row mb-3 small">
          <dt className="col-6">Estimated delivery</dt>
          <dd className="col-6">{trackingMessages.notAvailable}</dd>
          <dt className="col-6">Current location</dt>
          <dd className="col-6">{trackingMessages.notAvailable}</dd>
          {tracking.shipped_date && (
            <>
              <dt className="col-6">Shipped</dt>
              <dd className="col-6">{dateTime(tracking.shipped_date)}</dd>
            </>
          )}
          {tracking.delivered_date && (
            <>
              <dt className="col-6">Delivered</dt>
              <dd className="col-6">{dateTime(tracking.delivered_date)}</dd>
            </>
          )}
          {tracking.courier && (
            <>
              <dt className="col-6">Courier</dt>
              <dd className="col-6">{tracking.courier}</dd>
            </>
          )}
          <dt className="col-6">Tracking number</dt>
          <dd className="col-6">
            {tracking.tracking_number ? (
              <span className="d-inline-flex flex-wrap align-items-center gap-2">
                <span className="font-monospace text-break" data-testid="tracking-number">
                  {tracking.tracking_number}
                </span>
                <button
                  type="button"
                  className={`btn btn-sm ${copied ? 'btn-success' : 'btn-outline-success'}`}
                  onClick={() => void copy(tracking.tracking_number!, tracking.tracking_url)}
                >
                  {copied ? trackingMessages.copied : 'Copy'}
                </button>
                <span className="visually-hidden" role="status">
                  {copied ? trackingMessages.copied : ''}
                </span>
              </span>
            ) : (
              trackingMessages.notAvailable
            )}
          </dd>
        </dl>
        {tracking.tracking_info.length > 0 && (
          <>
            <h3 className="h6">History</h3>
            <ul className="list-unstyled small mb-0 cc-track-history">
              {tracking.tracking_info.map((event, index) => (
                <li key={index}>
                  <time dateTime={event.created_at}>{dateTime(event.created_at)}</time> — {event.note}
                </li>
              ))}
            </ul>
          </>
        )}
      </>
    );
  }

  return (
    <Modal open={order !== null} title={order ? `Track order ${order.orderNo}` : 'Track order'} onClose={onClose}>
      {body}
    </Modal>
  );
}
