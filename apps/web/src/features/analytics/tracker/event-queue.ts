/**
 * The event queue (spec section 4): sends when 10 events are queued and every 5 s, and on demand
 * when the page is hidden or unloads. No request carries more than 100 events. A failed batch goes
 * back to the front of the queue only while fewer than 100 events are queued, so an outage cannot
 * grow it without bound.
 */
import type { AnalyticsEvent } from '@wegweiser/contracts';
import { ANALYTICS } from '@wegweiser/contracts/constants';

/** 'retry' puts the batch back on the queue; 'drop' discards a batch the API will never accept. */
export type SendOutcome = 'sent' | 'retry' | 'drop';
export type SendBatch = (events: AnalyticsEvent[], keepalive: boolean) => Promise<SendOutcome>;

export class EventQueue {
  private events: AnalyticsEvent[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private sending = 0;
  private stopped = false;
  /** After a failure only the interval retries, so an outage does not cost a request per event. */
  private backingOff = false;

  constructor(private readonly send: SendBatch) {}

  get size() {
    return this.events.length;
  }

  start() {
    this.stopped = false;
    this.timer ??= setInterval(() => this.flush(), ANALYTICS.flushIntervalMs);
  }

  /** Stops sending and discards whatever is queued (consent withdrawn or tracker gone). */
  stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.events = [];
  }

  push(event: AnalyticsEvent) {
    if (this.stopped) return;
    this.events.push(event);
    if (this.events.length >= ANALYTICS.batchSize && this.sending === 0 && !this.backingOff) this.flush();
  }

  /** Sends everything queued, in requests of at most 100 events. Starts the requests synchronously. */
  flush(keepalive = false) {
    while (this.events.length > 0) {
      const batch = this.events.splice(0, ANALYTICS.maxEventsPerRequest);
      this.sending += 1;
      let result: Promise<SendOutcome>;
      try {
        result = this.send(batch, keepalive);
      } catch {
        result = Promise.resolve('retry');
      }
      result.catch((): SendOutcome => 'retry').then((outcome) => this.settle(batch, outcome));
    }
  }

  private settle(batch: AnalyticsEvent[], outcome: SendOutcome) {
    this.sending -= 1;
    if (outcome === 'retry') {
      this.backingOff = true;
      if (!this.stopped && this.events.length < ANALYTICS.requeueLimit) this.events.unshift(...batch);
      return;
    }
    this.backingOff = false;
    if (this.events.length >= ANALYTICS.batchSize && this.sending === 0) this.flush();
  }
}
