/**
 * Every widget of the embed contract: its element, whether it is in the page (`inline`) or a
 * launcher button and its dialog (`dialog`), and the attributes it reads. The widgets' own lists
 * (widgets/manifest.json, what each element observes) are compared with this one by
 * packages/embed/test/oneList.test.ts, so the types cannot drift from the widgets.
 */
export const widgets = {
  'fee-estimator': {
    element: 'gw-fee-estimator',
    kind: 'inline',
    attributes: ['partner', 'mode', 'value'],
  },
  'role-picker': {
    element: 'gw-role-picker',
    kind: 'dialog',
    attributes: ['partner', 'mode', 'open', 'label', 'launcher'],
  },
  demo: {
    element: 'gw-demo',
    kind: 'dialog',
    attributes: [
      'partner',
      'mode',
      'api',
      'open',
      'label',
      'launcher',
      'business-name',
      'first-name',
      'last-name',
      'phone',
      'email',
      'description',
    ],
  },
  waitlist: {
    element: 'gw-waitlist',
    kind: 'inline',
    attributes: [
      'partner',
      'mode',
      'api',
      'heading',
      'default-country',
      'first-name',
      'last-name',
      'email',
      'comment',
    ],
  },
  funding: {
    element: 'gw-funding',
    kind: 'dialog',
    attributes: [
      'partner',
      'mode',
      'api',
      'open',
      'label',
      'launcher',
      'business-name',
      'website',
      'business-email',
      'project-description',
      'first-name',
      'last-name',
      'email',
      'role',
    ],
  },
} as const;

type Table = typeof widgets;

/** A widget's public name: `<name>.js`, `data-gw-widget="<name>"`. */
export type WidgetName = keyof Table;

/** A widget's custom element, `gw-<name>`. */
export type ElementName = Table[WidgetName]['element'];

/** The widget of an element. */
export type WidgetOf<Element extends ElementName> = {
  [Name in WidgetName]: Table[Name]['element'] extends Element ? Name : never;
}[WidgetName];

/** The widgets with a launcher button and a dialog (they take `open`, `label`, `launcher`). */
export type DialogWidgetName = {
  [Name in WidgetName]: Table[Name]['kind'] extends 'dialog' ? Name : never;
}[WidgetName];

/** Every attribute any widget reads, with its meaning (docs/embedding.md, "Attributes"). */
export interface AllAttributes {
  /** Your attribution id, stored with every lead the widget sends. */
  partner: string;
  /**
   * `"test"`: test mode. The widget shows a "Test mode" mark; its leads are validated and stored
   * as usual but flagged as tests, out of Groundwork's inbox and webhooks, and the API answers
   * `test: true`.
   */
  mode: 'test';
  /** The API base URL, if Groundwork gave you a dedicated one. */
  api: string;
  /** Open the dialog at once; set or remove it later to open or close it. */
  open: boolean;
  /** Text of the launcher button. */
  label: string;
  /** `"false"` hides the launcher button: your page opens the dialog. */
  launcher: 'true' | 'false';
  /** The waitlist's heading: `"none"` drops it (your page has one), another text replaces it. */
  heading: string;
  /**
   * The waitlist's starting country, an ISO 3166-1 code (`"NG"`, `"GB"`): the phone's dial code
   * and the resident country. A code that is no country is ignored (a console warning).
   */
  'default-country': string;
  /** Where the fee estimator's slider starts, 0–100. */
  value: number | string;
  /** Prefill: the business's name. */
  'business-name': string;
  /** Prefill: the visitor's first name. */
  'first-name': string;
  /** Prefill: the visitor's last name. */
  'last-name': string;
  /** Prefill: the visitor's phone number. */
  phone: string;
  /** Prefill: the visitor's e-mail address. */
  email: string;
  /** Prefill: what the visitor would like to see (demo). */
  description: string;
  /** Prefill: the visitor's comment (waitlist). */
  comment: string;
  /** Prefill: the business's website (funding). */
  website: string;
  /** Prefill: the business's e-mail address (funding). */
  'business-email': string;
  /** Prefill: the project's description (funding). */
  'project-description': string;
  /** Prefill: the applicant's role (funding). */
  role: string;
}

/** The attribute names widget `Name` reads. */
export type AttributeName<Name extends WidgetName> = Table[Name]['attributes'][number];

/** The attributes of widget `Name`, typed: what `<gw-name …>` takes. */
export type WidgetAttributes<Name extends WidgetName> = Partial<
  Pick<AllAttributes, AttributeName<Name>>
>;
