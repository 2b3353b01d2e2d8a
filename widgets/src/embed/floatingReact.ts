// What Floating UI gets for `react` and `react-dom` in the widgets' build (build.mjs resolves
// them here for @floating-ui's modules only). It imports React as a namespace and copies it
// (`{ ...React }`, to probe for hooks older Reacts lack), which would keep every export of
// preact/compat, in the entry of a widget whose later chunk holds a list. These are the names
// it uses.
export {
  cloneElement,
  createContext,
  createPortal,
  flushSync,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/compat';
