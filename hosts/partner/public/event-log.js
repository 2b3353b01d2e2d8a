// The page's log of what the embedded widgets emit: every gw:* event, newest first, with the
// widget it came from, that widget's partner id and the event's detail as JSON. An external
// script (the page's CSP allows no inline script); it runs before the widget scripts (defer, in
// document order), so it also sees each gw:ready.
(() => {
  const eventTypes = [
    'gw:ready',
    'gw:open',
    'gw:close',
    'gw:submit',
    'gw:success',
    'gw:error',
    'gw:change',
    'gw:select',
  ];
  const maxRows = 200;
  const list = document.getElementById('event-log');
  const clear = document.getElementById('event-log-clear');
  if (!list) return;

  function widgetOf(target) {
    if (!(target instanceof Element)) return { name: '?', partner: '' };
    const name = target.localName.startsWith('gw-')
      ? target.localName.slice(3)
      : (target.getAttribute('data-gw-widget') ?? target.id ?? target.localName);
    const partner = target.getAttribute('partner') ?? target.getAttribute('data-partner') ?? '';
    return { name, partner };
  }

  function cell(className, text) {
    const span = document.createElement('span');
    span.className = className;
    span.textContent = text;
    return span;
  }

  function showEmpty() {
    const row = document.createElement('li');
    row.className = 'log-empty';
    row.textContent = 'No events yet: use a widget above.';
    list.replaceChildren(row);
  }

  function record(event) {
    const { name, partner } = widgetOf(event.target);
    let detail;
    try {
      detail = JSON.stringify(event.detail ?? null);
    } catch {
      detail = String(event.detail);
    }
    const row = document.createElement('li');
    row.dataset.type = event.type;
    row.dataset.widget = name;
    row.append(
      cell('log-time', `${(performance.now() / 1000).toFixed(2)} s`),
      cell('log-type', event.type),
      cell('log-widget', partner ? `${name} · ${partner}` : name),
      cell('log-detail', detail),
    );
    list.querySelector('.log-empty')?.remove();
    list.prepend(row);
    while (list.children.length > maxRows) list.lastElementChild?.remove();
  }

  for (const type of eventTypes) document.addEventListener(type, record);
  clear?.addEventListener('click', showEmpty);
  showEmpty();
})();
