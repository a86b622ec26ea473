// The focus trap and scroll lock of dialogs drawn without antd (the public site, the shell's login
// and sign-up dialogs). Not a shared module: each app bundles what it uses. The password field's
// show/hide button is its own entry, `@academy/context/password-toggle`, so pages without a
// password field do not carry it; so is the modal dialog, `@academy/context/modal-dialog`.
export { useFocusTrap } from './use-focus-trap';
export { useScrollLock } from './use-scroll-lock';
