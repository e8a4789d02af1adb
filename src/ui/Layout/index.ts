export { Stack, Inline, type StackProps, type InlineProps, type LayoutElement } from './Layout';
