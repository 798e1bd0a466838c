/**
 * Resolves in a new task, after the messages already queued (a page's questions) have been handled.
 * A MessageChannel round trip, not setTimeout(0): nested timers are clamped to 4 ms or more.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      port2.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
