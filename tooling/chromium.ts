/**
 * Debian's Chromium and the flags every headless run of this repository starts it with (journeys,
 * benchmarks, screenshots): no sandbox as root, no GPU, and none of the background connections
 * (QUIC, component updates, sync) that this machine's closed network would refuse.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
