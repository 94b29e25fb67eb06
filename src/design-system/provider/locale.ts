/**
 * The few strings the components themselves show. The app passes its locale to
 * DesignSystemProvider; the design system never imports the app's i18n (imports flow one way).
 * Chinese strings the spec gives are used exactly as written.
 */
export type DesignSystemLocale = 'zh-CN' | 'en-US'

export interface DesignSystemStrings {
  paginationTotal: (total: number) => string
  paginationPageSize: (size: number) => string
  paginationJumpTo: string
  paginationPage: string
  paginationPrev: string
  paginationNext: string
  paginationNav: string
  paginationGoToPage: (page: number) => string
  copied: string
  copy: string
  copyFailed: string
  empty: string
  loading: string
  noPermission: string
  pageNotFound: string
  pageError: string
  back: string
  home: string
  confirm: string
  cancel: string
  close: string
  selectPlaceholder: string
  selectAll: string
  selectRow: string
  showPassword: string
  hidePassword: string
  increase: string
  decrease: string
  expand: string
  collapse: string
  captchaRefresh: string
  captchaAlt: string
  breadcrumb: string
  required: string
  dismiss: string
  menu: string
  moreActions: string
  // group A: form controls and overlays
  notifications: string
  // group B: data display and layout
  skipToContent: string
  paginationPageSizeLabel: string
  paginationJumpToLabel: string
  copyRaw: string
  copyAddress: string
  jsonInvalid: string
  jsonItems: (count: number) => string
  // state diagram
  diagram: string
  diagramStates: string
  diagramTransitions: string
  diagramControls: string
  diagramZoomIn: string
  diagramZoomOut: string
  diagramFit: string
  diagramHint: string
  /** What follows a label before its value: full-width '：' in Chinese, ': ' in English. */
  labelSuffix: string
}

export const designSystemStrings: Record<DesignSystemLocale, DesignSystemStrings> = {
  'zh-CN': {
    paginationTotal: (total) => `共${total}条数据`,
    paginationPageSize: (size) => `${size} 条/页`,
    paginationJumpTo: '跳至',
    paginationPage: '页',
    paginationPrev: '上一页',
    paginationNext: '下一页',
    paginationNav: '分页',
    paginationGoToPage: (page) => `第 ${page} 页`,
    copied: '复制成功',
    copy: '复制',
    copyFailed: '复制失败',
    empty: '暂无数据',
    loading: '加载中',
    noPermission: '抱歉，您无权访问此页面',
    pageNotFound: '抱歉，您访问的页面不存在',
    pageError: '页面出错了，请联系管理员',
    back: '返回',
    home: '返回首页',
    confirm: '确定',
    cancel: '取消',
    close: '关闭',
    selectPlaceholder: '请选择',
    selectAll: '全选',
    selectRow: '选择此行',
    showPassword: '显示密码',
    hidePassword: '隐藏密码',
    increase: '增加',
    decrease: '减少',
    expand: '展开',
    collapse: '收起',
    captchaRefresh: '看不清？点击刷新验证码',
    captchaAlt: '验证码',
    breadcrumb: '面包屑',
    required: '必填',
    dismiss: '关闭提示',
    menu: '菜单',
    moreActions: '更多操作',
    notifications: '通知',
    skipToContent: '跳到主要内容',
    paginationPageSizeLabel: '每页条数',
    paginationJumpToLabel: '跳至页码',
    copyRaw: '复制原始数据',
    copyAddress: '复制地址',
    jsonInvalid: '不是有效的 JSON，按原文显示',
    jsonItems: (count) => `${count} 项`,
    diagram: '状态图',
    diagramStates: '状态',
    diagramTransitions: '转换',
    diagramControls: '缩放',
    diagramZoomIn: '放大',
    diagramZoomOut: '缩小',
    diagramFit: '适应宽度',
    diagramHint: '拖动或用方向键平移，按 + / - 缩放，按 0 适应宽度',
    labelSuffix: '：',
  },
  'en-US': {
    paginationTotal: (total) => `${total} items in total`,
    paginationPageSize: (size) => `${size} / page`,
    paginationJumpTo: 'Go to',
    paginationPage: 'page',
    paginationPrev: 'Previous page',
    paginationNext: 'Next page',
    paginationNav: 'Pagination',
    paginationGoToPage: (page) => `Page ${page}`,
    copied: 'Copied',
    copy: 'Copy',
    copyFailed: 'Copy failed',
    empty: 'No data',
    loading: 'Loading',
    noPermission: 'No permission',
    pageNotFound: 'Page not found',
    pageError: 'Page error, contact administrator',
    back: 'Back',
    home: 'Home',
    confirm: 'OK',
    cancel: 'Cancel',
    close: 'Close',
    selectPlaceholder: 'Select',
    selectAll: 'Select all',
    selectRow: 'Select row',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    increase: 'Increase',
    decrease: 'Decrease',
    expand: 'Expand',
    collapse: 'Collapse',
    captchaRefresh: 'Click to refresh the captcha',
    captchaAlt: 'Captcha',
    breadcrumb: 'Breadcrumb',
    required: 'required',
    dismiss: 'Dismiss',
    menu: 'Menu',
    moreActions: 'More actions',
    notifications: 'Notifications',
    skipToContent: 'Skip to main content',
    paginationPageSizeLabel: 'Items per page',
    paginationJumpToLabel: 'Go to page',
    copyRaw: 'Copy raw data',
    copyAddress: 'Copy address',
    jsonInvalid: 'Not valid JSON, shown as raw text',
    jsonItems: (count) => `${count} items`,
    diagram: 'State diagram',
    diagramStates: 'States',
    diagramTransitions: 'Transitions',
    diagramControls: 'Zoom',
    diagramZoomIn: 'Zoom in',
    diagramZoomOut: 'Zoom out',
    diagramFit: 'Fit to width',
    diagramHint: 'Drag or use the arrow keys to pan, + and - to zoom, 0 to fit',
    labelSuffix: ': ',
  },
}
