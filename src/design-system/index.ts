/** The design system's public surface: features import from here only. */
export * from './provider'
export * from './themes'
export * from './tokens'
export * from './components/Button'
export * from './components/Spinner'

// --- group A: form controls and overlays ---
export * from './components/IconButton'
export * from './components/Input'
export * from './components/PasswordInput'
export * from './components/Textarea'
export * from './components/NumberInput'
export * from './components/Select'
export * from './components/Checkbox'
export * from './components/Switch'
export * from './components/FormField'
export * from './components/Dialog'
export * from './components/ConfirmDialog'
export * from './components/ChainOperationDialog'
export * from './components/Toast'
export * from './components/Tooltip'
export * from './components/DropdownMenu'
export * from './components/Tabs'

// --- layout primitives (added with the console shell, issue 6) ---
export * from './components/Stack'
export * from './components/CenteredLayout'

// --- group B: data display and layout ---
export * from './components/Table'
export * from './components/Pagination'
export * from './components/SideNav'
export * from './components/TopBar'
export * from './components/PageContainer'
export * from './components/AppLayout'
export * from './components/Card'
export * from './components/Descriptions'
export * from './components/Tag'
export * from './components/StatusBadge'
export * from './components/Breadcrumb'
export * from './components/Result'
export * from './components/Empty'
export * from './components/Skeleton'
export * from './components/ProgressBar'
export * from './components/CopyButton'
export * from './components/JsonView'
export * from './components/CaptchaImage'
export * from './components/CaptchaRow'
export * from './components/AddressText'
export * from './components/DateInput'
export * from './components/DateTime'

// --- added with the visitor lookup (issue 6 item 3): an in-page banner for failed queries ---
export * from './components/Alert'

// --- issue 9: the machines' state diagram (pans, zooms, labels each edge with its event) ---
export * from './components/StateDiagram'

// --- issue 12: the collectible lists' filter bar ---
export * from './components/FieldGrid'
export * from './components/FilterBar'
export * from './components/TimeSeriesChart'

// --- issue 14: the manager's permission matrix (checkboxes per row × column, arrow keys, Space) ---
export * from './components/CheckboxGrid'

// --- issue 22 item 11: one look across screens (row actions, a readable form width) ---
export * from './components/RowActions'
export * from './components/FormLayout'
