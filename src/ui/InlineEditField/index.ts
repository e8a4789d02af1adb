export { InlineEditField, SavingHint, useInlineEdit, type InlineEditFieldProps, type InlineEditOptions } from './InlineEditField';
