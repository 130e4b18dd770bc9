/**
 * The curated UI kit: the subset of antd the public site uses plus the theme, shared once as a
 * Module Federation singleton (one ConfigProvider context, one style cache). Apps import antd
 * only through here; mfe-admin alone takes its heavy table/form components from antd directly.
 */
export { Alert, Button, Drawer, Dropdown, Flex, Grid, Input, Layout, Menu, Result, Spin, Typography } from 'antd';
export { beaconTheme, brandColors, BREAKPOINTS, TOP_BAR_HEIGHT } from './theme';
export { ThemeProvider } from './ThemeProvider';
export { AppProviders } from './AppProviders';
export { AdminGate } from './AdminGate';
export { AuthProvider, loadClerkProvider } from './auth/AuthProvider';
export { AccountButton, SignInScreen } from './auth/AuthWidgets';
export { PageMain } from './PageMain';
export { ButtonLink } from './ButtonLink';
export { StyleSheet } from './StyleSheet';
export { mountStandalone } from './mountStandalone';
export { usePageTitle } from './usePageTitle';
