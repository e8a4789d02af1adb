export { SummaryBar, type SummaryBarProps, type SummaryFigure, type SummaryProblem } from './SummaryBar';
export { selectionTableProps, useSelection, type IdSelection, type Identified } from './useSelection';
