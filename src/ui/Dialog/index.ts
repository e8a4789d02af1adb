export { DialogTrigger } from 'react-aria-components';
export { Dialog, type DialogProps, type DialogSize } from './Dialog';
