export { Figure, type FigureProps } from './Figure';
