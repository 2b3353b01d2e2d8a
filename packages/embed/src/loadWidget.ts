const loading = new Map<string, Promise<void>>();

/**
 * Adds `<script src async>` for a widget file once per address; resolves once it has run (the
 * widget's loader: use `ready()` to wait for the widget itself). Async, as a script a page adds
 * is: a synchronous one would block the page while it loads.
 */
export function loadWidget(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => {
        loading.delete(src);
        reject(new Error(`could not load ${src}`));
      });
      document.head.append(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
