import * as fs from 'fs';
import * as path from 'path';
import type { Type } from '@nestjs/common';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import type { Route } from './routes';

const SRC = path.join(__dirname, '..', '..', 'src');

function controllerFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return controllerFiles(full);
    return entry.name.endsWith('.controller.ts') ? [full] : [];
  });
}

const joined = (...parts: string[]) => `/${parts.join('/')}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');
const asList = (value: string | string[] | undefined) => (Array.isArray(value) ? value : [value ?? '']);

/**
 * `post /api/admin/courses` → the class its `@Body()` names, read from the controllers' own Nest
 * metadata, so the DTO-level corpus checks the class the route really validates with (a route
 * table written by hand could name the wrong one). A handler that takes `unknown` maps to Object.
 */
function readBodyTypes(): Map<string, Type<unknown>> {
  const found = new Map<string, Type<unknown>>();
  for (const file of controllerFiles(SRC)) {
    // Loaded by file name so a new controller is read without anyone editing this list.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    for (const exported of Object.values(require(file) as Record<string, unknown>)) {
      if (typeof exported !== 'function') continue;
      const controller = exported as Type<unknown>;
      const bases = Reflect.getMetadata(PATH_METADATA, controller) as string | string[] | undefined;
      if (bases === undefined) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(prototype)) {
        const handler = prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (method === undefined) continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, unknown>;
        const bodyKey = Object.keys(args).find((key) => key.startsWith(`${RouteParamtypes.BODY}:`));
        if (!bodyKey) continue;
        const index = Number(bodyKey.split(':')[1]);
        const types = Reflect.getMetadata('design:paramtypes', prototype, name) as Array<Type<unknown>>;
        const subPaths = asList(Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined);
        for (const base of asList(bases))
          for (const sub of subPaths)
            found.set(`${RequestMethod[method].toLowerCase()} ${joined(base, sub)}`, types[index]);
      }
    }
  }
  return found;
}

let bodyTypes: Map<string, Type<unknown>> | undefined;

/** The DTO class the route's body goes through the global pipe as, or undefined when it has none. */
export function bodyDtoOf(route: Route): Type<object> | undefined {
  bodyTypes ??= readBodyTypes();
  const type = bodyTypes.get(`${route.method} ${route.path}`);
  return type && type !== Object ? (type as Type<object>) : undefined;
}
