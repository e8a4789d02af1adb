export { Skeleton, defaultLoadingLabel, type SkeletonProps, type SkeletonVariant } from './Skeleton';
