export { SideNav, type SideNavEntry, type SideNavGroup, type SideNavItem, type SideNavProps } from './SideNav'
