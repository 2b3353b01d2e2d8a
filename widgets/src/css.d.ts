/** The widget's compiled, shadow-root-ready CSS (built by widgets/build/widgetCss.mjs). */
declare module 'virtual:gw-widget-css' {
  const css: string;
  export default css;
}
