import fp from 'fastify-plugin';
import { asDatabaseUnavailable } from '../db/availability';
import { createBookingLifecycle } from '../services/booking/booking-lifecycle';

/** How often every process looks for lapsed requests and due reminders (each within a minute). */
export const BOOKING_TICK_MS = 30_000;

/**
 * The booking's clock (issue 25 point 5, decision 103): after start-up and every 30 seconds, lapsed
 * requests are declined and due reminders sent (services/booking/booking-lifecycle.ts). Any number
 * of processes may tick at once: each claim locks its rows and skips those another holds.
 */
export default fp(
  async (app) => {
    const lifecycle = createBookingLifecycle(app.repositories, {
      publicUrl: app.config.publicUrl,
      secret: app.config.secret,
      organizerEmail: app.config.mail.fromAddress,
    });
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closed = false;

    const run = async () => {
      try {
        const done = await lifecycle.tick();
        if (done.expired + done.reminders24h + done.reminders1h > 0) {
          app.log.info(done, 'booking requests lapsed or reminders queued');
        }
      } catch (error) {
        // An unavailable database is logged once by the database plugin; the next tick catches up.
        if (asDatabaseUnavailable(error)) app.log.debug('booking tick skipped: database unavailable');
        else app.log.error({ err: error }, 'booking tick failed');
      }
    };
    const start = () => {
      if (closed || !app.database.availability.isUp) return;
      running ??= run().finally(() => {
        running = undefined;
      });
    };

    app.addHook('onReady', async () => {
      // Once the database is up (at once, unless it was unreachable at start-up).
      void app.database.availability.ready.then(() => {
        if (closed) return;
        start();
        timer = setInterval(start, BOOKING_TICK_MS);
        timer.unref();
      });
    });
    // The database closes after this hook: let a tick in progress finish first.
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'booking-lifecycle', dependencies: ['database'] },
);
