export { Pagination, defaultPageSize, defaultPageSizeOptions, type PaginationProps } from './Pagination'
export { clampPage, pageCountOf, paginationItems, type PaginationItem } from './pagination-items'
