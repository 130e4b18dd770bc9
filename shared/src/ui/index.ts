/**
 * The UI kit, shared once as a Module Federation singleton: light components with antd's look and
 * props (the subset public pages use), the site's tokens, providers, auth widgets and page helpers.
 * No antd code ships with it: public pages paint and run without it. Apps that need antd's heavy
 * components (the admin area) import antd themselves, with `@beacon/shared/ui/antd-theme`.
 */
export { Alert, type AlertProps } from './kit/Alert';
export { Button, type ButtonProps } from './kit/Button';
export { Dialog, Drawer, type DialogProps, type DrawerProps } from './kit/Dialog';
export { Flex, type FlexProps } from './kit/Flex';
export { Input, type InputProps, type TextAreaProps } from './kit/Input';
export { LocalText, type LocalTextProps } from './kit/LocalText';
export { Avatar, MenuButton, type MenuButtonProps } from './kit/MenuButton';
export { PreviewNote, PREVIEW_TEXT, type PreviewNoteProps, type PreviewNoteState } from './kit/PreviewNote';
export { Result, type ResultProps } from './kit/Result';
export { Spin, type SpinProps } from './kit/Spin';
export { Typography } from './kit/Typography';
export { visuallyHidden, visuallyHiddenCss } from './kit/classNames';
export { Grid, useBreakpoint, type Screens } from './kit/useBreakpoint';
export { brandColors, BREAKPOINTS, TOP_BAR_HEIGHT } from './tokens';
export { ThemeProvider } from './ThemeProvider';
export { AppProviders } from './AppProviders';
export { AdminGate } from './AdminGate';
export { AuthProvider, loadClerkProvider } from './auth/AuthProvider';
export { AccountButton, SignInScreen } from './auth/AuthWidgets';
export { PageMain } from './PageMain';
export { PageNotFound } from './PageNotFound';
export { ButtonLink } from './ButtonLink';
export { isPlainClick } from './plainClick';
export { StyleSheet } from './StyleSheet';
export { mountStandalone } from './mountStandalone';
export { remotePageRoutes, type PageModules } from './remotePages';
export { usePageTitle } from './usePageTitle';
export { usePageSettled } from './usePageSettled';
export { usePrefersReducedMotion } from './usePrefersReducedMotion';
export { BackgroundVideo, type BackgroundVideoSources } from './BackgroundVideo';
export { useProgressiveCount } from './useProgressiveCount';
export { useImageFailure, type ImageFailure } from './useImageFailure';
