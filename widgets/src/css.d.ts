/** The widget's compiled, shadow-root-ready CSS (built by widgets/build/widgetCss.mjs). */
declare module 'virtual:gw-widget-css' {
  const css: string;
  export default css;
}

/** A remote component's first render as HTML (built by widgets/build/prerenderedMarkup.mjs). */
declare module 'virtual:gw-markup/*' {
  const markup: string;
  export default markup;
}
