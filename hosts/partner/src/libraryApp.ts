// A partner's own bundled app using the library entry: it mounts the funding widget, whose file
// the page does not load, and opens it before the file has arrived.
import { mount, widgetEvents } from '@gw/widgets';

const cdn = document.querySelector<HTMLMetaElement>('meta[name="widgets-cdn"]')?.content;
// Only on the page of the library test: elsewhere the open dialog would cover the page.
if (new URLSearchParams(location.search).has('library')) mountFunding();

function mountFunding() {
  const element = document.createElement('section');
  element.id = 'library-mounted';
  element.addEventListener(widgetEvents.open, () => {
    element.dataset.opened = 'yes';
  });
  document.body.append(element);
  const handle = mount('funding', element, { cdn, partner: 'ndba', launcher: false });
  handle.open();
  Object.assign(window, { libraryHandle: handle });
}
