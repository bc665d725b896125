/**
 * Spec §8, global: cross-origin "Script error" events carry nothing actionable and are dropped;
 * unhandled promise rejections are logged and kept out of the console's uncaught noise.
 */
export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => {
    if (event.message?.includes('Script error')) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    console.error('Unhandled promise rejection', event.reason);
    event.preventDefault();
  });
}
