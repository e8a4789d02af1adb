export { SummaryBar, type SummaryBarProps, type SummaryFigure, type SummaryProblem } from './SummaryBar';
export { useSelection, type IdSelection, type Identified } from './useSelection';
