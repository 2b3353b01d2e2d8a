// What the waitlist shows only once the visitor acts, as a module of its own loaded on their
// first intent (src/embed/lazyParts.tsx): the kit's toast card and the busy button's spinner,
// with the widget's whole stylesheet, so their classes (the toast's tones and exit transition,
// the spinner's animation) leave the first load's sheet.
export { default as css } from 'virtual:gw-widget-css';
export { Spinner } from '../../../shared/ui/src/Spinner/Spinner.tsx';
export { ToastItem } from '../../../shared/ui/src/Toast/ToastItem.tsx';
