export { Badge, type BadgeProps } from './Badge/index.ts';
