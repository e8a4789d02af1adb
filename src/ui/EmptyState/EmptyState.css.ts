import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import * as panel from '../theme/statePanel.css';

export { action, root, title } from '../theme/statePanel.css';

export const icon = style([panel.icon, { background: vars.color.neutralSoft, color: vars.color.textMuted }]);

export const description = style([panel.text, { maxWidth: '40ch' }]);
