export { HttpError, isUnauthorizedError, SessionEndedError, type RequestOptions } from './api-client/request';
export { api, apiUrl, API_BASE, type Answer, type CallOptions } from './api-client/client';
export type { paths as ApiPaths, components as ApiComponents } from './api-client/openapi';
export {
  beforeSessionRedirect,
  loginPath,
  SESSION_EXPIRED_PARAM,
  type SessionRedirectListener,
} from './session-redirect';
export { AuthProvider, useAuth, AUTH_STORAGE_KEYS, type AuthValue, type SignupInput } from './auth';
export { ThemeProvider, useTheme, applyTheme, currentRootTheme, THEME_STORAGE_KEY, type Theme } from './theme';
export { ToastProvider, useToast, type ToastOptions } from './toast';
export { RequireAuth, Authorization } from './authorization';
export { hasRole } from '@academy/common';
export { PageSpinner } from './page-spinner';
export { useMediaQuery } from './media-query';
export { useApiQuery, type ApiQuery } from './use-api-query';
export { useFormState, type FieldBinding } from './use-form-state';
export { useAsyncData, type AsyncData, type AsyncDataOptions } from './use-async-data';
export { PreloadedDataProvider, usePreloadedData } from './preloaded-data';
export { RoleBadge } from './role-badge';
export { AcademyFactsProvider, useAcademyFacts, useReplaceAcademyFacts } from './academy-facts';
