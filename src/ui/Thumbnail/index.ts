export { Thumbnail, type ThumbnailProps, type ThumbnailSize } from './Thumbnail';
