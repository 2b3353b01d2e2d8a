/** What the visitor types into the demo form (spec §3 demo lead), all as entered. */
export interface DemoValues {
  businessName: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  description: string;
}

export const emptyDemo: DemoValues = {
  businessName: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  description: '',
};
