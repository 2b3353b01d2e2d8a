// @gw/config from plain Node scripts: the workspace packages ship TypeScript, so register tsx's
// loader once and import the real module (ports and URLs are never retyped in scripts).
import { register } from 'tsx/esm/api';

register();
const config = await import('@gw/config');

export const {
  ports,
  urls,
  federation,
  isOperatorPath,
  localOrigin,
  publicApiBase,
  apiBaseDisagreement,
  isBadPort,
} = config;
