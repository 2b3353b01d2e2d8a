// What a lean widget (build.mjs: `leanWidgets`) gets for `react` and `react-dom/client`: Preact's
// core and hooks under React's names, without preact/compat. Compat makes Preact behave like
// React where they differ (text inputs' onChange on every keystroke, camelCase SVG attributes,
// portals, Suspense), at about 1.5 KB gzip; a widget with none of those (the fee estimator: a
// slider and two figures) does without it. A name missing here fails that widget's build, and
// any widget with a form keeps compat.
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

/** React's root API over Preact's render (what widgets/src/embed/mount.ts uses). */
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
