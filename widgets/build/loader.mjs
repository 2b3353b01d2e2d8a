// The file a partner's script tag loads (widgets/dist/<name>.js) for a widget split into modules:
// a classic script, so the embed snippet stays one plain <script src>, that imports the widget's
// first-load modules from widgets/dist/modules/ beside itself, all at once, so none waits for
// another to be parsed. The entry's import promise is the script's completion value and its
// element's `gwLoaded`, for callers that load it themselves (the library's mount, the tests).

/** The loader of widget `name`, whose first-load files are `files` (its entry module first). */
export function loaderScript(name, files) {
  const [entry, ...shared] = files;
  const load = shared.length
    ? `${JSON.stringify(shared)}.forEach(function(f){l(f).catch(function(){})});`
    : '';
  return `/*! Groundwork ${name} widget */(function(s){var l=function(f){return import(new URL("modules/"+f,s&&s.src||location.href).href)};${load}var p=l(${JSON.stringify(entry)});if(s)s.gwLoaded=p;return p})(document.currentScript);\n`;
}
