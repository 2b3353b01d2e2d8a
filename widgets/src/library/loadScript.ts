const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src>` for a widget file once per URL and resolves when it has run (the widget's
 * loader: its modules are on their way, widgetBooted.ts waits for them). An external script from
 * the CDN origin: a strict CSP needs only `script-src <cdn>`.
 */
export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(src); // a later mount may try again
        reject(new Error(`could not load ${src}`));
      });
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
