// What the lean modules of a widget (build.mjs: `leanModules`) get for `react` and
// `react-dom/client`: Preact's core and hooks under React's names, without preact/compat. Compat
// makes Preact behave like React where they differ (text inputs' onChange on every keystroke,
// camelCase SVG attributes, portals, Suspense), at about 1.5 KB gzip. What a widget shows first
// needs none of it (the fee estimator: a slider and two figures), so those modules do without it.
// (A dialog widget's launcher needs no framework at all: its dialog brings Preact and compat.)
// A name missing here fails the build.
import { type ComponentChild, render } from 'preact';

export { createContext, createElement, Fragment } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

/** React's root API over Preact's render (what widgets/src/embed/preactWidget.ts uses). */
export function createRoot(container: Element) {
  return {
    render(children: ComponentChild) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
