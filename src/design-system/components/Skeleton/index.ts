export { Skeleton, type SkeletonProps, type SkeletonVariant } from './Skeleton'
