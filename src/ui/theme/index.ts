import './fonts.css';
import './global.css';

export { vars } from './contract.css';
export { lightTheme } from './theme.css';
export { breakpoints, media } from './breakpoints';
