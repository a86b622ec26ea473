import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';

/** One route as Nest's router registers it: an HTTP method on a path, and the handler behind it. */
export interface AppRoute {
  /** Lower case, as OpenAPI keys operations: `get`, `post`, `head`… */
  method: string;
  /** OpenAPI form: `/api/courses/{id}`. */
  path: string;
  controller: Type<unknown>;
  /** The handler function (metadata of its decorators lives on it). */
  handler: (...args: unknown[]) => unknown;
  handlerName: string;
}

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? ['/'] : Array.isArray(value) ? value : [value];

/** `api/courses` + `:id/progress` → `/api/courses/{id}/progress` (the form @nestjs/swagger writes). */
export function openApiPath(prefix: string, path: string): string {
  const joined = `/${prefix}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
  return joined.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** Every route of the app's controllers, from the same metadata Nest's router reads, sorted by path then method. */
export function appRoutes(app: INestApplication): AppRoute[] {
  const scanner = new MetadataScanner();
  const routes = new Map<string, AppRoute>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type<unknown> | null;
      if (!controller) continue;
      const prefixes = asList(Reflect.getMetadata(PATH_METADATA, controller));
      const prototype = controller.prototype as Record<string, (...args: unknown[]) => unknown>;
      for (const handlerName of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[handlerName];
        const paths: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, handler);
        if (paths === undefined) continue;
        const requestMethod: RequestMethod = Reflect.getMetadata(METHOD_METADATA, handler);
        const method = RequestMethod[requestMethod].toLowerCase();
        for (const prefix of prefixes)
          for (const path of asList(paths)) {
            const route = { method, path: openApiPath(prefix, path), controller, handler, handlerName };
            routes.set(`${route.path} ${method}`, route);
          }
      }
    }
  }
  return [...routes.keys()].sort().map((key) => routes.get(key)!);
}
