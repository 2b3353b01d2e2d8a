export { ProjectCarousel, type ProjectCarouselProps } from './ProjectCarousel.tsx';
export { useCarouselIndex } from './useCarouselIndex.ts';
