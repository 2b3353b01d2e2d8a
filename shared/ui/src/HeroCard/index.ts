export { HeroCard, type HeroCardProps } from './HeroCard.tsx';
