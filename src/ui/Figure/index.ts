export { BarFigure, Figure, type BarFigureProps, type BarFigureStyles, type FigureProps } from './Figure';
