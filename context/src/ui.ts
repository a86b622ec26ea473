// Building blocks of dialogs and forms drawn without antd (the public site and the shell's login
// and sign-up dialogs load no component library). Not a shared module: each app bundles what it uses.
export { useFocusTrap } from './use-focus-trap';
export { useScrollLock } from './use-scroll-lock';
export { PasswordToggle, PASSWORD_TOGGLE_LABEL } from './password-toggle';
