export { UiProvider, type UiProviderProps } from './Provider';
