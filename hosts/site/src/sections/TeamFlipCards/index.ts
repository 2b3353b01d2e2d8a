export { FlipCard, type FlipCardProps } from './FlipCard.tsx';
export { TeamFlipCards, type TeamFlipCardsProps } from './TeamFlipCards.tsx';
