/** Every widget of the embed contract (DESIGN.md §4): `<name>.js`, `<gw-<name>>`. */
export const widgetNames = ['fee-estimator', 'role-picker', 'demo', 'waitlist', 'funding'] as const;

export type WidgetName = (typeof widgetNames)[number];
