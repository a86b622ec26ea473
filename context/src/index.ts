export { apiRequest, getJson, HttpError, isUnauthorizedError, type GetOptions, type RequestOptions } from './request';
export { AuthProvider, useAuth, AUTH_STORAGE_KEYS, type AuthValue, type SignupInput } from './auth';
export { ThemeProvider, useTheme, applyTheme, currentRootTheme, THEME_STORAGE_KEY, type Theme } from './theme';
export { ToastProvider, useToast, type ToastOptions } from './toast';
export { RequireAuth, Authorization, hasRole, loginPath } from './authorization';
export { PageSpinner } from './page-spinner';
export { useApiQuery, type ApiQuery } from './use-api-query';
export { PreloadedDataProvider, usePreloadedData } from './preloaded-data';
