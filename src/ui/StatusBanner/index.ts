export { StatusBanner, type StatusBannerProps, type StatusBannerTone } from './StatusBanner';
