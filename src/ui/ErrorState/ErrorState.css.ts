import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import * as panel from '../theme/statePanel.css';

export { action, root, title } from '../theme/statePanel.css';

export const icon = style([panel.icon, { background: vars.color.dangerSoft, color: vars.color.danger }]);

// A reason from the server may be one long unbroken string (a URL, a code).
export const message = style([panel.text, { maxWidth: '48ch', overflowWrap: 'anywhere' }]);
