export {
  chevronDownIcon,
  closeIcon,
  LineIcon,
  type LineIconProps,
  menuIcon,
  plusIcon,
} from './LineIcon.tsx';
