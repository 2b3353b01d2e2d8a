// The association's own React app: the meet-up RSVP, on the React 18 the page loads itself
// (window.React, window.ReactDOM). The Groundwork widgets bring their own renderer and must
// leave this one alone.
(() => {
  const { React, ReactDOM } = window;
  const root = document.getElementById('members-app');
  if (!React || !ReactDOM || !root) return;
  const h = React.createElement;

  function Rsvp() {
    const [guests, setGuests] = React.useState(1);
    const [sent, setSent] = React.useState(false);
    const change = (by) => setGuests((count) => Math.min(6, Math.max(1, count + by)));
    if (sent) {
      return h(
        'p',
        { className: 'rsvp', role: 'status' },
        `You're on the list with ${guests} ${guests === 1 ? 'seat' : 'seats'}. `,
        h(
          'button',
          { type: 'button', className: 'btn btn-ghost', onClick: () => setSent(false) },
          'Change',
        ),
      );
    }
    return h(
      'div',
      { className: 'rsvp' },
      h(
        'div',
        { className: 'stepper', role: 'group', 'aria-label': 'Seats' },
        h(
          'button',
          {
            type: 'button',
            className: 'btn',
            'aria-label': 'One seat fewer',
            onClick: () => change(-1),
          },
          '−',
        ),
        h('output', { 'aria-live': 'polite', 'aria-label': 'Seats' }, guests),
        h(
          'button',
          {
            type: 'button',
            className: 'btn',
            'aria-label': 'One seat more',
            onClick: () => change(1),
          },
          '+',
        ),
      ),
      h(
        'button',
        { type: 'button', className: 'btn btn-solid', onClick: () => setSent(true) },
        'Reserve seats',
      ),
      h('small', { className: 'muted react-version' }, `React ${React.version}`),
    );
  }

  ReactDOM.createRoot(root).render(h(Rsvp));
})();
